import { type CustomField, FieldLabel } from '@puckeditor/core';

/**
 * The Menu entry of a page no menu group holds: there is no menu for it to join, so the field says where
 * the page can be linked instead; an entry written anyway (which validate refuses) can be removed.
 */
export const noMenuEntry: CustomField<unknown> = {
  type: 'custom',
  label: 'Menu entry',
  render: ({ value, onChange }) => (
    <FieldLabel label="Menu entry" el="div">
      <p className="editor-field-help" data-editor-no-menu-entry>
        No menu group holds this page’s folder, so it has no menu entry. Link it from the navbar or the footer instead:
        “Where visitors find this page” above.
      </p>
      {value !== undefined ? (
        <button type="button" className="editor-button" onClick={() => onChange(undefined)}>
          Remove the menu entry
        </button>
      ) : null}
    </FieldLabel>
  ),
};
