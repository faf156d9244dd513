import { type CustomField, FieldLabel } from '@puckeditor/core';
import { createContext, use, useId, useState } from 'react';
import { slugOf } from '../../schema/plain/heading-id';
import { GROUP_HEADING_MAX, MENU_TITLE_MAX } from './api';

/**
 * What a page in no menu group may do about it: make a new menu (a group) with its Save, named by the
 * marketer. `heading` is the menu asked for, if any; absent for a page that cannot make one (the home
 * page, a translation, whose menus are the default language's).
 */
export interface NewMenuOffer {
  /** The page's title now: its entry in the new menu, to begin with. */
  title: () => string;
  /** The page's address now. */
  path: string;
  heading: string | undefined;
  setHeading: (heading: string | undefined) => void;
}

export const NewMenu = createContext<NewMenuOffer | undefined>(undefined);

/**
 * Where a page joins the new menu `heading`: a page at the top of the site moves into a folder named
 * for the menu (`/privacy` → `/legal/privacy`), since a menu holds one folder's pages; a page in a
 * folder stays where it is.
 */
export function addressInNewMenu(path: string, heading: string): string {
  if (path.split('/').length !== 2) return path;
  const folder = slugOf(heading).replace(/^h-/, '');
  return `/${folder === 'heading' ? 'menu' : folder}${path}`;
}

type Entry = { title?: string } | undefined;

function MenuEntryField({ value, onChange }: { value: unknown; onChange: (value: unknown) => void }) {
  const offer = use(NewMenu);
  const id = useId();
  const [heading, setHeading] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const entry = value as Entry;
  const make = () => {
    const name = heading.trim();
    if (!name) return setProblem('Name the new menu first: visitors read its name above its pages.');
    setProblem(undefined);
    offer!.setHeading(name);
    onChange({ title: offer!.title().slice(0, MENU_TITLE_MAX) });
  };
  const pending = offer?.heading !== undefined && entry !== undefined ? offer.heading : undefined;
  if (pending !== undefined) {
    const address = addressInNewMenu(offer!.path, pending);
    return (
      <FieldLabel label="Menu entry" el="div">
        <p className="editor-field-help" data-editor-new-menu role="status">
          Save makes the new menu “{pending}” with this page in it
          {address !== offer!.path ? `, and moves the page to ${address} (its old address leads there)` : ''}.
        </p>
        <div className="editor-new-page-row">
          <label htmlFor={`${id}-title`}>Its name in the menu</label>
          <input
            id={`${id}-title`}
            value={entry?.title ?? ''}
            maxLength={MENU_TITLE_MAX}
            onChange={(event) => onChange({ ...entry, title: event.target.value })}
          />
        </div>
        <button
          type="button"
          className="editor-button"
          onClick={() => {
            offer!.setHeading(undefined);
            onChange(undefined);
          }}
        >
          Do not make the menu
        </button>
      </FieldLabel>
    );
  }
  return (
    <FieldLabel label="Menu entry" el="div">
      <p className="editor-field-help" data-editor-no-menu-entry>
        No menu group holds this page’s folder, so it has no menu entry. Link it from the navbar or the footer instead:
        “Where visitors find this page” above{offer ? ', or show it in a new menu of its own.' : '.'}
      </p>
      {offer && entry === undefined ? (
        <>
          <div className="editor-new-page-row">
            <label htmlFor={`${id}-heading`}>Name of the new menu</label>
            <input
              id={`${id}-heading`}
              value={heading}
              maxLength={GROUP_HEADING_MAX}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setHeading(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  make();
                }
              }}
            />
          </div>
          {problem ? (
            <p id={`${id}-problem`} className="editor-field-problem" role="alert">
              {problem}
            </p>
          ) : null}
          <button type="button" className="editor-button" onClick={make}>
            Show in a new menu
          </button>
        </>
      ) : null}
      {entry !== undefined ? (
        <button type="button" className="editor-button" onClick={() => onChange(undefined)}>
          Remove the menu entry
        </button>
      ) : null}
    </FieldLabel>
  );
}

/**
 * The Menu entry of a page no menu group holds: there is no menu for it to join, so the field says where
 * the page can be linked instead, and offers a new menu of its own (`NewMenu`); an entry written anyway
 * (which validate refuses) can be removed.
 */
export const noMenuEntry: CustomField<unknown> = {
  type: 'custom',
  label: 'Menu entry',
  render: ({ value, onChange }) => <MenuEntryField value={value} onChange={onChange} />,
};
