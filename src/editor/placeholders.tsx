import { createUsePuck, type Overrides } from '@puckeditor/core';
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * Site placeholders in text fields (`{company.name}`, `{supportEmail}`): a line under the field with
 * the text as the site will show it, and an "Insert site setting" menu that puts one at the cursor.
 * Typing one by hand works as before; the page check names an unknown one.
 */

/** Site settings by placeholder name (`company.name` → …), from the endpoint's `/context`. */
export const PlaceholderTokens = createContext<ReadonlyMap<string, string>>(new Map());

const TOKEN = /\{([A-Za-z]\w*(?:\.[A-Za-z]\w*)*)\}/g;
const NAME = /^[A-Za-z]\w*(?:\.[A-Za-z]\w*)*$/;
/** The header's, footer's and logo's own texts: settings a page has no reason to repeat. */
const LAYOUT_TEXTS = /^(\$schema|language|brand|navbar|footer)(\.|$)/;

/** The settings the menu offers: a text may name them, they hold a value, and no placeholder of their own. */
export function insertableTokens(tokens: ReadonlyMap<string, string>): [string, string][] {
  return [...tokens].filter(
    ([name, value]) => NAME.test(name) && !LAYOUT_TEXTS.test(name) && value !== '' && !value.includes('{'),
  );
}

/** `company.registrationNumber` → "Company registration number". */
export function settingLabel(name: string): string {
  const words = name
    .split('.')
    .flatMap((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(' '))
    .map((word) => word.toLowerCase())
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The text as the site shows it, in parts: plain text, and each placeholder with what it stands for. */
export function previewParts(text: string, tokens: ReadonlyMap<string, string>) {
  const parts: { text: string; token?: string; known?: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    const value = tokens.get(match[1]!);
    parts.push({ text: value ?? match[0], token: match[1]!, known: value !== undefined });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The line under a field holding a placeholder: "Reads: Welcome to Brightline Software". */
function Preview({ id, text, tokens }: { id: string; text: string; tokens: ReadonlyMap<string, string> }) {
  const parts = previewParts(text, tokens);
  return (
    <p className="editor-placeholder-preview" id={id} data-editor-placeholder-preview>
      <span className="editor-placeholder-preview-label">Reads: </span>
      {parts.map((part, i) =>
        part.token === undefined ? (
          <span key={i}>{part.text}</span>
        ) : (
          <span
            key={i}
            className={part.known ? 'editor-placeholder-value' : 'editor-placeholder-unknown'}
            title={
              part.known ? `{${part.token}}: ${settingLabel(part.token)}` : `{${part.token}} is not a site setting`
            }
          >
            {part.text}
          </span>
        ),
      )}
    </p>
  );
}

/** A menu button (WAI-ARIA menu pattern): arrows move, Enter or Space inserts, Escape closes. */
function InsertMenu({
  label,
  tokens,
  onInsert,
}: {
  label: string;
  tokens: [string, string][];
  onInsert: (name: string) => void;
}) {
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  const show = (index: number) => {
    setActive((index + tokens.length) % tokens.length);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (name: string) => {
    setOpen(false);
    onInsert(name);
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      show(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(tokens[active]![0]);
    }
  };

  return (
    <div
      className="editor-placeholder-menu"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="editor-placeholder-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Insert site setting into ${label}`}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKey}
      >
        Insert site setting <span aria-hidden>▾</span>
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label="Site settings"
          className="editor-placeholder-list"
          onKeyDown={onMenuKey}
        >
          {tokens.map(([name, value], i) => (
            <li
              key={name}
              ref={(element) => {
                items.current[i] = element;
              }}
              role="menuitem"
              tabIndex={i === active ? 0 : -1}
              onClick={() => choose(name)}
              onMouseMove={() => i !== active && setActive(i)}
            >
              <span className="editor-placeholder-name">{settingLabel(name)}</span>
              <span className="editor-placeholder-example">{value}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type TextOverride = NonNullable<Overrides['fieldTypes'][string]>;
type TextProps = Parameters<TextOverride>[0];

const usePuck = createUsePuck();

/** Fields that hold an id, never words: a block's anchor, the page's own name. */
const notText = (name: string, root: boolean) => /(^|\.)anchor$/.test(name) || (root && name === 'name');

/**
 * A text field override that draws `Field` (the field as Puck draws it, with its problem) with the
 * preview line and the insert menu under the input.
 */
export function withPlaceholders(Drawn: Overrides['fieldTypes'][string]): TextOverride {
  const Field: TextOverride = Drawn ?? (({ children }) => children);
  function TextWithPlaceholders(props: TextProps) {
    const tokens = use(PlaceholderTokens);
    const root = usePuck((s) => !s.selectedItem);
    const previewId = useId();
    const wrap = useRef<HTMLDivElement>(null);
    const caret = useRef<number | undefined>(undefined);
    const text = typeof props.value === 'string' ? props.value : '';
    const shows = text.search(TOKEN) >= 0;
    const offered = insertableTokens(tokens);
    const input = () => wrap.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');

    // The preview describes the field to screen readers too; Puck draws the input, so it is set here.
    useEffect(() => {
      const element = input();
      if (!element) return;
      if (shows) element.setAttribute('aria-describedby', previewId);
      else if (element.getAttribute('aria-describedby') === previewId) element.removeAttribute('aria-describedby');
    }, [shows, previewId]);

    // After an insert, the cursor goes right after the placeholder.
    useLayoutEffect(() => {
      const element = input();
      if (caret.current === undefined || !element) return;
      element.focus();
      element.setSelectionRange(caret.current, caret.current);
      caret.current = undefined;
    }, [text]);

    const max = props.field.metadata?.maxLength;
    const counter =
      typeof max === 'number' ? (
        <span
          className={`editor-counter${text.length > max ? ' editor-counter-over' : ''}`}
          data-editor-counter
          title={`${text.length} of at most ${max} characters`}
        >
          {text.length}/{max}
        </span>
      ) : null;

    if (notText(props.name, root) || props.readOnly || offered.length === 0) {
      return (
        <Field {...props}>
          <div className="editor-placeholder-field">
            {props.children}
            {counter ? <div className="editor-placeholder-row">{counter}</div> : null}
          </div>
        </Field>
      );
    }

    const insert = (name: string) => {
      const element = input();
      const start = element?.selectionStart ?? text.length;
      const end = element?.selectionEnd ?? start;
      const token = `{${name}}`;
      caret.current = start + token.length;
      props.onChange(text.slice(0, start) + token + text.slice(end));
    };
    const label = typeof props.field.label === 'string' ? props.field.label : props.name;
    const children: ReactNode = (
      <div ref={wrap} className="editor-placeholder-field">
        {props.children}
        <div className="editor-placeholder-row">
          {shows ? <Preview id={previewId} text={text} tokens={tokens} /> : <span />}
          {counter}
          <InsertMenu label={label} tokens={offered} onInsert={insert} />
        </div>
      </div>
    );
    return <Field {...props}>{children}</Field>;
  }
  return TextWithPlaceholders;
}
