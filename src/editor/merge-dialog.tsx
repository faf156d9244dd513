// Where the file on disk and the editor changed the same values: both shown, the marketer picks one per
// value, then the page is saved with those choices.
import type { Config, Field, Fields } from '@puckeditor/core';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import type { DataPath } from '../content/problem';
import type { ConflictAnswer } from './api';
import { ANCHOR_PROP } from './fields';
import type { Pick } from './merge';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function innerFields(field: Field | undefined): Fields | undefined {
  if (field?.type === 'object') return field.objectFields;
  if (field?.type === 'array') return field.arrayFields;
  return undefined;
}

/** A block type's name as the picker shows it. */
const blockName = (config: Config, type: unknown) =>
  typeof type === 'string' ? (config.components[type]?.label ?? type) : 'A block';

/**
 * A place in the page's data in the editor's words, from the labels of its blocks and fields:
 * `['blocks', 0, 'subtitle']` → "Header › Subtitle", `['meta', 'title']` → "Page settings › Meta › Title".
 */
export function describePlace(path: DataPath, page: unknown, config: Config): string {
  const parts: string[] = [];
  let node: unknown = page;
  let fields: Fields | undefined = config.root?.fields;
  let inBlocks = false;
  if (path[0] !== 'blocks') parts.push('Page settings');
  for (const key of path) {
    const parent = node;
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      if (inBlocks) {
        const type = isRecord(node) ? node.type : undefined;
        parts.push(blockName(config, type));
        fields = typeof type === 'string' ? config.components[type]?.fields : undefined;
        inBlocks = false;
      } else if (parts.length > 0) parts[parts.length - 1] += ` ${key + 1}`;
      continue;
    }
    const field = fields?.[key === 'id' && isRecord(parent) && 'type' in parent ? ANCHOR_PROP : key];
    if (key === 'blocks' && (field?.type === 'slot' || parts.length === 0)) {
      inBlocks = true;
      continue;
    }
    parts.push(field?.label ?? key);
    fields = innerFields(field);
  }
  return parts.join(' › ') || 'The page';
}

/** A value as the dialog shows it: the text itself, a list of blocks by name, or the data. */
export function showValue(value: unknown, config: Config): string {
  if (value === undefined || value === null) return '(nothing: removed)';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value) && value.every((item) => isRecord(item) && typeof item.type === 'string')) {
    const names = value.map((item) => blockName(config, (item as { type: string }).type));
    return `${value.length} block${value.length === 1 ? '' : 's'}: ${names.join(', ')}`;
  }
  return JSON.stringify(value, null, 2);
}

export interface MergeDialogProps {
  answer: ConflictAnswer;
  config: Config;
  onPick: (picks: Pick[] | undefined) => void;
}

/** The values both sides changed, each with "Theirs" and "Yours" to pick from; Save writes the picks. */
export function MergeDialog({ answer, config, onPick }: MergeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onPick(answer.conflicts.map((_, i) => (form.get(`pick-${i}`) === 'mine' ? 'mine' : 'theirs')));
  };
  const count = answer.conflicts.length;
  return (
    <dialog
      ref={dialog}
      className="editor-dialog editor-keep-dialog editor-merge-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={() => onPick(undefined)}
    >
      <form onSubmit={submit}>
        <h2 id={`${id}-title`}>Changed in two places</h2>
        <p>
          This page was changed elsewhere while you edited it, and {count === 1 ? 'one value' : `${count} values`}{' '}
          changed both there and here. Pick the one to keep for each; everything else is merged.
        </p>
        {answer.conflicts.map((conflict, i) => (
          <fieldset key={conflict.path.join('.')} className="editor-merge-choice">
            <legend>{describePlace(conflict.path, answer.theirs, config)}</legend>
            <label>
              <input type="radio" name={`pick-${i}`} value="theirs" required />
              <span>
                <strong>Theirs:</strong>{' '}
                <span className="editor-merge-value">{showValue(conflict.theirs, config)}</span>
              </span>
            </label>
            <label>
              <input type="radio" name={`pick-${i}`} value="mine" required />
              <span>
                <strong>Yours:</strong> <span className="editor-merge-value">{showValue(conflict.mine, config)}</span>
              </span>
            </label>
          </fieldset>
        ))}
        <div className="editor-dialog-actions">
          <button type="button" className="editor-button editor-button-quiet" onClick={() => onPick(undefined)}>
            Not now
          </button>
          <button type="submit" className="editor-button">
            Save with these choices
          </button>
        </div>
      </form>
    </dialog>
  );
}
