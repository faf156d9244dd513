import { AutoField, type CustomField, type Field } from '@puckeditor/core';
import { useState } from 'react';
import { QuestionDialog } from './question-dialog';

type Props = {
  field: Field;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly?: boolean;
};

function FooterSwitch({ field, name, value, onChange, readOnly }: Props) {
  const [asking, setAsking] = useState(false);
  // Puck's radio shows the value it was last given by a click: drawn anew after Keep, it shows Yes again.
  const [round, setRound] = useState(0);
  const { inner } = field as Field & { inner: Field };
  return (
    <>
      <AutoField
        key={round}
        field={inner}
        id={name}
        value={value ?? true}
        readOnly={readOnly}
        onChange={(next) => (next === false && value !== false ? setAsking(true) : onChange(next))}
      />
      <QuestionDialog
        open={asking}
        title="Remove the footer from this page?"
        keep="Keep the footer"
        onKeep={() => {
          setAsking(false);
          setRound((n) => n + 1);
        }}
        act="Remove the footer"
        onAct={() => {
          setAsking(false);
          onChange(false);
        }}
        data="editor-footer-question"
      >
        <p>
          Visitors of this page then find none of the footer’s links (such as the privacy policy), its menus or the
          company’s details at the bottom. Other pages keep theirs.
        </p>
      </QuestionDialog>
    </>
  );
}

/**
 * The page's "Footer" switch, which asks before taking the footer (and the links in it) off the page,
 * as deleting a section others link to does; Keep the footer is the default and Escape's answer.
 */
export function footerSwitch(inner: Field): CustomField<unknown> {
  return {
    type: 'custom',
    label: inner.label ?? 'Footer',
    inner,
    render: (props) => <FooterSwitch {...props} field={props.field as Field} />,
  } as CustomField<unknown>;
}
