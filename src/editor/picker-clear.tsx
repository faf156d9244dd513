import type { Overrides } from '@puckeditor/core';
import { type MouseEvent, useEffect, useId, useRef } from 'react';

type FieldOverride = NonNullable<Overrides['fieldTypes'][string]>;

// Puck draws an `external` field (the icon and image pickers) as a button that opens the list and,
// once a value is chosen, an icon-only button beside it that clears it: neither says what it does.
const CHOOSE = '[class*="ExternalInput-button"]';
const CLEAR = '[class*="ExternalInput-detachButton"]';

/** Whether clearing the field leaves the block without a value it needs (`fields.ts` marks it). */
const isRequired = (metadata: unknown) =>
  typeof metadata === 'object' && metadata !== null && 'required' in metadata && metadata.required === true;

/**
 * An `external` field override: Puck's buttons get names ("Choose icon", "Clear icon"), and clearing a
 * value the block needs asks first, in a dialog whose default is to keep it.
 */
export function withNamedClear(Drawn: Overrides['fieldTypes'][string]): FieldOverride {
  const Field: FieldOverride = Drawn ?? (({ children }) => children);
  function PickerField(props: Parameters<FieldOverride>[0]) {
    const wrap = useRef<HTMLDivElement>(null);
    const dialog = useRef<HTMLDialogElement>(null);
    const keepButton = useRef<HTMLButtonElement>(null);
    const headingId = useId();
    const label = typeof props.field.label === 'string' ? props.field.label : props.name;
    const what = label.toLowerCase();
    const value = typeof props.value === 'string' ? props.value : undefined;
    const required = isRequired(props.field.metadata);

    useEffect(() => {
      const choose = wrap.current?.querySelector(CHOOSE);
      const clear = wrap.current?.querySelector(CLEAR);
      choose?.setAttribute('aria-label', value ? `Change ${what}: ${value}` : `Choose ${what}`);
      clear?.setAttribute('aria-label', `Clear ${what}`);
      clear?.setAttribute('title', `Clear ${what}`);
    });

    const onClickCapture = (event: MouseEvent) => {
      if (!required || !(event.target instanceof Element) || !event.target.closest(CLEAR)) return;
      event.stopPropagation();
      event.preventDefault();
      dialog.current?.showModal();
      keepButton.current?.focus();
    };
    const keep = () => {
      dialog.current?.close();
      wrap.current?.querySelector<HTMLElement>(CLEAR)?.focus();
    };
    const clear = () => {
      dialog.current?.close();
      props.onChange(null);
      requestAnimationFrame(() => wrap.current?.querySelector<HTMLElement>(CHOOSE)?.focus());
    };

    return (
      <Field {...props}>
        <div ref={wrap} onClickCapture={onClickCapture}>
          {props.children}
        </div>
        {required ? (
          <dialog
            ref={dialog}
            className="editor-dialog editor-confirm"
            aria-labelledby={headingId}
            onCancel={(event) => {
              event.preventDefault();
              keep();
            }}
          >
            <h2 id={headingId}>Clear the {what}?</h2>
            <p>
              This block needs {/^[aeiou]/.test(what) ? 'an' : 'a'} {what}: until you choose another, the page has a
              problem and cannot be saved.
            </p>
            <div className="editor-new-page-actions">
              <button type="button" className="editor-button" onClick={clear}>
                Clear {what}
              </button>
              <button ref={keepButton} type="button" className="editor-button editor-button-primary" onClick={keep}>
                Keep it
              </button>
            </div>
          </dialog>
        ) : null}
      </Field>
    );
  }
  return PickerField;
}
