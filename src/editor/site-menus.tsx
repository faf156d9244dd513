import { useEffect, useId, useRef, useState } from 'react';
import {
  errorAnswerSchema,
  type MenuLink,
  type MenusSaveRequest,
  type SiteBreak,
  type SiteMenus,
  siteMenusAnswerSchema,
  type SiteMenusValue,
} from './api';
import { isExternalHref } from '../../schema/plain/links';
import type { NavGroup } from '../content/navigation';
import { answerOf, type CanvasShellData, editorFetch, type EditorContext, getJson, menusUrl } from './client';
import { pageInWords } from './pickers';
import { fileDetails, ProblemDetails } from './problem-note';
import './site-menus.css';

/** Which part of the panel a request opens at, and a link to add there (a page's "Add to the navbar"). */
export interface MenusRequest {
  part: 'navbar' | 'footer';
  add?: MenuLink;
}

/**
 * Asks the Menus panel to open, from anywhere in the editor: the navbar or the footer clicked on the
 * canvas, a page's "Add to the navbar" in its settings. The panel listens while the editor is open.
 */
const requests = new EventTarget();
export function openMenus(request: MenusRequest): void {
  requests.dispatchEvent(new CustomEvent<MenusRequest>('open', { detail: request }));
}

type Part = 'navbar' | 'footerLinks';

const PART_WORDS: Record<Part, { heading: string; where: string; help: string }> = {
  navbar: {
    heading: 'Navbar links',
    where: 'the navbar',
    help: 'The links across the top of every page, in this order (on phones, in the menu behind ☰).',
  },
  footerLinks: {
    heading: 'Footer links',
    where: 'the footer',
    help: 'The links on the footer’s last line, beside the copyright.',
  },
};

/** A page the site has, as a link option: by its name when it has one, else by its address. */
interface PageOption {
  value: string;
  label: string;
  href: MenuLink['href'];
}

const OTHER = 'other';

function pageOptions(context: EditorContext): PageOption[] {
  const names = new Map(Object.entries(context.routeNames).map(([name, path]) => [path, name]));
  return context.pages
    .map(({ path, title }) => {
      const name = names.get(path);
      return {
        value: name ? `route:${name}` : `path:${path}`,
        label: pageInWords(path, title),
        href: name ? { route: name } : path,
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The option a link's target is, or OTHER for an address typed (another site, an e-mail, a placeholder). */
function optionOf(href: MenuLink['href'], options: readonly PageOption[]): string {
  const value = typeof href === 'string' ? `path:${href}` : `route:${href.route}`;
  return options.some((option) => option.value === value) ? value : OTHER;
}

/** A link in words, for the questions the panel asks: its label, or where it leads. */
const linkName = (link: MenuLink) => link.label.trim() || (typeof link.href === 'string' ? link.href : link.href.route);

/** A link's problem a marketer can fix here, before the site-wide check. */
function linkProblem(link: MenuLink): string | undefined {
  if (!link.label.trim()) return 'Give the link a label: the words visitors click.';
  if (typeof link.href === 'string' && !link.href.trim()) return 'Pick a page, or write the address it leads to.';
  return undefined;
}

function LinkList({
  part,
  links,
  options,
  focus,
  onChange,
}: {
  part: Part;
  links: MenuLink[];
  options: readonly PageOption[];
  /** The row to focus once drawn (a link just added). */
  focus?: number;
  onChange: (links: MenuLink[]) => void;
}) {
  const base = useId();
  const words = PART_WORDS[part];
  const [asking, setAsking] = useState<number>();
  const firstInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus !== undefined) firstInput.current?.focus();
  }, [focus]);
  const set = (index: number, link: MenuLink) => onChange(links.map((old, i) => (i === index ? link : old)));
  const move = (index: number, by: number) => {
    const next = [...links];
    const [link] = next.splice(index, 1);
    next.splice(index + by, 0, link!);
    onChange(next);
  };
  return (
    <fieldset className="editor-menus-part" data-menus-part={part}>
      <legend>{words.heading}</legend>
      <p className="editor-menus-help">{words.help}</p>
      {links.length === 0 ? <p className="editor-menus-empty">No links yet.</p> : null}
      <ol className="editor-menus-links">
        {links.map((link, i) => {
          const id = `${base}-${i}`;
          const option = optionOf(link.href, options);
          const problem = linkProblem(link);
          const name = linkName(link);
          return (
            <li key={i} className="editor-menus-link" data-menus-link={i}>
              <div className="editor-menus-fields">
                <label htmlFor={`${id}-label`}>Label</label>
                <input
                  ref={i === focus ? firstInput : undefined}
                  id={`${id}-label`}
                  type="text"
                  value={link.label}
                  maxLength={60}
                  aria-invalid={!link.label.trim() || undefined}
                  aria-describedby={problem ? `${id}-problem` : undefined}
                  onChange={(event) => set(i, { ...link, label: event.target.value })}
                />
                <label htmlFor={`${id}-page`}>Leads to</label>
                <select
                  id={`${id}-page`}
                  value={option}
                  onChange={(event) => {
                    const picked = options.find((known) => known.value === event.target.value);
                    set(i, { ...link, href: picked ? picked.href : typeof link.href === 'string' ? link.href : '' });
                  }}
                >
                  {options.map((known) => (
                    <option key={known.value} value={known.value}>
                      {known.label}
                    </option>
                  ))}
                  <option value={OTHER}>Another address…</option>
                </select>
                {option === OTHER ? (
                  <>
                    <label htmlFor={`${id}-address`}>Address</label>
                    <input
                      id={`${id}-address`}
                      type="text"
                      value={typeof link.href === 'string' ? link.href : ''}
                      placeholder="https://… or /a/page/"
                      spellCheck={false}
                      onChange={(event) => set(i, { ...link, href: event.target.value })}
                    />
                  </>
                ) : typeof link.href === 'object' && link.href.hash ? (
                  <p className="editor-menus-help">At the section {link.href.hash} of that page.</p>
                ) : null}
              </div>
              {problem ? (
                <p className="editor-field-problem" id={`${id}-problem`}>
                  {problem}
                </p>
              ) : null}
              <div className="editor-menus-actions">
                <button
                  type="button"
                  className="editor-button"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`Move “${name}” up`}
                >
                  Up
                </button>
                <button
                  type="button"
                  className="editor-button"
                  disabled={i === links.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`Move “${name}” down`}
                >
                  Down
                </button>
                <button
                  type="button"
                  className="editor-button editor-button-quiet"
                  onClick={() => setAsking(i)}
                  aria-label={`Remove “${name}”`}
                >
                  Remove
                </button>
              </div>
              {asking === i ? (
                <div className="editor-menus-ask" role="alertdialog" aria-labelledby={`${id}-ask`}>
                  <p id={`${id}-ask`}>
                    Remove “{name}” from {words.where}? Visitors reach its page from every page of the site through it.
                  </p>
                  <div className="editor-dialog-actions">
                    <button type="button" className="editor-button" autoFocus onClick={() => setAsking(undefined)}>
                      Keep it
                    </button>
                    <button
                      type="button"
                      className="editor-button editor-button-danger"
                      onClick={() => {
                        setAsking(undefined);
                        onChange(links.filter((_, at) => at !== i));
                      }}
                    >
                      Remove the link
                    </button>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="editor-button"
        onClick={() => onChange([...links, { label: '', href: options[0]?.href ?? '/' }])}
      >
        Add a link to {words.where}
      </button>
    </fieldset>
  );
}

type State =
  | { kind: 'closed' }
  | { kind: 'loading'; request: MenusRequest }
  | { kind: 'failed'; message: string }
  | {
      kind: 'editing';
      saved: SiteMenus;
      draft: SiteMenusValue;
      focus?: { part: Part; index: number };
      /** The part the panel opened at, whose first control takes the focus. */
      openAt?: MenusRequest['part'];
      busy?: boolean;
      problem?: string;
      breaks?: SiteBreak[];
      done?: string;
    };

const valueOf = ({ navbar, footerMenus, footerLinks }: SiteMenusValue): SiteMenusValue => ({
  navbar,
  footerMenus,
  footerLinks,
});

const sameMenus = (a: SiteMenusValue, b: SiteMenusValue) => JSON.stringify(valueOf(a)) === JSON.stringify(valueOf(b));

/** The save's answer: the menus saved, or why not (the site-wide check's problems in words). */
async function saveMenus(body: MenusSaveRequest): Promise<SiteMenus | { error: string; breaks?: SiteBreak[] }> {
  const response = await editorFetch(menusUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.ok) return answerOf(siteMenusAnswerSchema, answer);
  const refused = errorAnswerSchema.safeParse(answer);
  return refused.success ? refused.data : { error: `The editor answered ${response.status}.` };
}

/**
 * The header's Menus button and its panel (a modal `<dialog>`): the navbar's links, the footer's menus
 * and its links, each link by its label and the page it leads to (a page picker, or an address), in
 * order; saved into the site settings with the site-wide check of every save. Removing a link asks
 * first. It also opens at the navbar or the footer clicked on the canvas (`openMenus`), with a link to
 * add when a page asks to be in a menu. `onSaved` follows a save (the canvas draws the new menus).
 */
export function MenusButton({ context, onSaved }: { context: EditorContext; onSaved: () => void }) {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<State>({ kind: 'closed' });
  const options = pageOptions(context);

  const show = async (request: MenusRequest) => {
    setState({ kind: 'loading', request });
    if (!dialog.current?.open) dialog.current?.showModal();
    try {
      const saved = await getJson(menusUrl, siteMenusAnswerSchema);
      const draft = valueOf(saved);
      let focus: { part: Part; index: number } | undefined;
      if (request.add) {
        const part: Part = request.part === 'navbar' ? 'navbar' : 'footerLinks';
        draft[part] = [...draft[part], request.add];
        focus = { part, index: draft[part].length - 1 };
      }
      setState({ kind: 'editing', saved, draft, focus, openAt: request.add ? undefined : request.part });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message });
    }
  };
  useEffect(() => {
    const listen = (event: Event) => void show((event as CustomEvent<MenusRequest>).detail);
    requests.addEventListener('open', listen);
    return () => requests.removeEventListener('open', listen);
  });

  // Opened at the navbar or the footer (clicked on the canvas): the focus goes to that part's first control.
  const openAt = state.kind === 'editing' ? state.openAt : undefined;
  useEffect(() => {
    if (!openAt) return;
    const part = dialog.current?.querySelector<HTMLElement>(
      `[data-menus-part="${openAt === 'navbar' ? 'navbar' : 'footerMenus'}"]`,
    );
    part?.querySelector<HTMLElement>('input, select, button')?.focus();
    part?.scrollIntoView({ block: 'nearest' });
  }, [openAt, state.kind]);
  const close = () => dialog.current?.close();
  const changed = state.kind === 'editing' && !sameMenus(state.draft, state.saved);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (changed ? setAsking(true) : close());

  const editing = state.kind === 'editing' ? state : undefined;
  const edit = (next: Partial<SiteMenusValue>) =>
    editing &&
    setState({
      ...editing,
      draft: { ...editing.draft, ...next },
      focus: undefined,
      openAt: undefined,
      problem: undefined,
      breaks: undefined,
      done: undefined,
    });
  const invalid = editing ? [...editing.draft.navbar, ...editing.draft.footerLinks].some(linkProblem) : false;

  const save = async () => {
    if (!editing) return;
    setState({ ...editing, busy: true, problem: undefined, breaks: undefined, done: undefined });
    const answer = await saveMenus({
      ...editing.draft,
      version: editing.saved.version,
      base: valueOf(editing.saved),
    }).catch((error: Error) => ({ error: error.message, breaks: undefined }));
    if ('error' in answer) {
      setState({ ...editing, busy: false, problem: answer.error, breaks: answer.breaks });
      return;
    }
    setState({
      kind: 'editing',
      saved: answer,
      draft: valueOf(answer),
      done: 'Saved: every page shows the new menus.',
    });
    onSaved();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="editor-button"
        aria-haspopup="dialog"
        onClick={() => void show({ part: 'navbar' })}
      >
        Menus
      </button>
      <dialog
        ref={dialog}
        className="editor-dialog editor-menus"
        aria-labelledby={headingId}
        onCancel={(event) => {
          if (!changed) return;
          event.preventDefault();
          setAsking(true);
        }}
        onClose={() => {
          setState({ kind: 'closed' });
          setAsking(false);
          button.current?.focus();
        }}
      >
        <h2 id={headingId}>Menus</h2>
        <p className="editor-menus-intro">
          The navbar and the footer every page shows. Each link leads to a page of the site (or another address); the
          footer’s menus list the pages of a group, as the site’s menus do.
        </p>
        {editing ? (
          <form
            className="editor-menus-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (changed && !invalid && !editing.busy) void save();
            }}
          >
            <LinkList
              part="navbar"
              links={editing.draft.navbar}
              options={options}
              focus={editing.focus?.part === 'navbar' ? editing.focus.index : undefined}
              onChange={(navbar) => edit({ navbar })}
            />
            <fieldset className="editor-menus-part" data-menus-part="footerMenus">
              <legend>Footer menus</legend>
              <p className="editor-menus-help">
                Columns of links in the footer, each headed by its group’s name and listing its pages (up to 5).
              </p>
              {editing.saved.groups.map((group) => {
                const on = editing.draft.footerMenus.includes(group.path);
                return (
                  <label key={group.path} className="editor-menus-group">
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={!on && editing.draft.footerMenus.length >= 5}
                      onChange={() =>
                        edit({
                          footerMenus: on
                            ? editing.draft.footerMenus.filter((menu) => menu !== group.path)
                            : [...editing.draft.footerMenus, group.path],
                        })
                      }
                    />{' '}
                    {group.heading} <span className="editor-menus-address">— {group.path}</span>
                  </label>
                );
              })}
            </fieldset>
            <LinkList
              part="footerLinks"
              links={editing.draft.footerLinks}
              options={options}
              focus={editing.focus?.part === 'footerLinks' ? editing.focus.index : undefined}
              onChange={(footerLinks) => edit({ footerLinks })}
            />
            <div className="editor-menus-footer">
              <p className="editor-menus-status" role="status" data-menus-status>
                {editing.busy
                  ? 'Saving…'
                  : (editing.done ??
                    (invalid
                      ? 'Give every link a label and a page before saving.'
                      : changed
                        ? 'Every page shows these menus once they are saved.'
                        : 'The menus every page shows now.'))}
              </p>
              {editing.problem ? (
                <div className="editor-field-problem" role="alert" data-menus-problem>
                  <p>Not saved: {editing.problem}</p>
                  {editing.breaks?.length ? (
                    <ul>
                      {editing.breaks.map((problem, i) => (
                        <li key={i}>
                          {problem.page ? `The page ${problem.page}` : 'The site settings'}: {problem.text}
                          <ProblemDetails problems={[{ text: problem.text, details: fileDetails(problem) }]} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ) : null}
              <div className="editor-dialog-actions">
                <button type="button" className="editor-button" onClick={requestClose}>
                  {changed ? 'Cancel' : 'Close'}
                </button>
                <button
                  type="submit"
                  className="editor-button editor-button-primary"
                  disabled={!changed || invalid || editing.busy}
                >
                  {editing.busy ? 'Saving…' : 'Save menus'}
                </button>
              </div>
            </div>
            {asking ? (
              <div className="editor-menus-discard" role="alertdialog" aria-labelledby={`${headingId}-discard`}>
                <p id={`${headingId}-discard`}>Discard your changes to the menus? They are not saved.</p>
                <div className="editor-dialog-actions">
                  <button type="button" className="editor-button editor-button-quiet" onClick={close}>
                    Discard changes
                  </button>
                  <button type="button" className="editor-button" autoFocus onClick={() => setAsking(false)}>
                    Keep editing
                  </button>
                </div>
              </div>
            ) : null}
          </form>
        ) : state.kind === 'failed' ? (
          <>
            <p className="editor-field-problem" role="alert">
              The menus cannot be opened: {state.message}
            </p>
            <div className="editor-dialog-actions">
              <button type="button" className="editor-button" onClick={close}>
                Close
              </button>
            </div>
          </>
        ) : (
          <p role="status">Reading the menus…</p>
        )}
      </dialog>
    </>
  );
}

/** A site link's page, as paths compare: no `#section`, no slash at the end (`/pricing/#faq` → `/pricing`). */
const pageOfHref = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

/** Whether the page at `path` belongs to a menu group: a group's folder holds it, at any depth. */
export function inGroup(navigation: readonly NavGroup[], path: string): NavGroup | undefined {
  for (const group of navigation) {
    if (path.startsWith(`${group.path}/`)) return inGroup(group.groups, path) ?? group;
  }
  return undefined;
}

/**
 * The page's settings say where visitors find it: the navbar link and footer link that lead to it (by
 * their label), or a button that adds one in the Menus panel; and whether its folder has a menu of its
 * own, which its Menu entry joins (a page outside any group is told to use the navbar or the footer).
 */
export function PageInMenus({
  shell,
  path,
  name,
  title,
}: {
  shell: CanvasShellData | undefined;
  path: string;
  name: string | undefined;
  title: string;
}) {
  const id = useId();
  if (!shell) return null;
  const here = pageOfHref(path);
  const leading = (links: readonly { label: string; href: string }[]) =>
    links.filter((link) => !isExternalHref(link.href) && pageOfHref(link.href) === here).map((link) => link.label);
  const parts = [
    { part: 'navbar' as const, words: 'The navbar', labels: leading(shell.site.navbar.links) },
    { part: 'footer' as const, words: 'The footer', labels: leading(shell.site.footer.links) },
  ];
  const group = inGroup(shell.navigation, path);
  const add = (part: 'navbar' | 'footer') =>
    openMenus({ part, add: { label: title, href: name ? { route: name } : path } });
  return (
    <section className="editor-note editor-page-menus" aria-labelledby={id} data-editor-page-menus>
      <h2 id={id}>Where visitors find this page</h2>
      <ul>
        {parts.map(({ part, words, labels }) => (
          <li key={part}>
            {words}:{' '}
            {labels.length > 0 ? (
              `links here as ${new Intl.ListFormat('en').format(labels.map((label) => `“${label}”`))}.`
            ) : (
              <>
                no link here yet.{' '}
                <button type="button" className="editor-button" onClick={() => add(part)}>
                  Add to the {part}
                </button>
              </>
            )}
          </li>
        ))}
        <li>
          {group
            ? `The menu “${group.heading}”: its pages with a Menu entry (below) are listed there, and in the footer when Menus shows that group.`
            : 'No menu group holds this page’s folder, so it has no Menu entry: the navbar and the footer are where it can be linked.'}
        </li>
      </ul>
    </section>
  );
}
