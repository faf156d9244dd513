import { type KeyboardEvent, useId, useState } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { useHeadingId } from '../../ui/heading-id';
import { RichText } from '../../ui/rich-text';
import { Stylesheet } from '../../ui/stylesheet';
import css from './accordion.scss?url';

type Props = BlockProps<'accordion'>;
type Item = NonNullable<Props['items']>[number];

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** One group of items, each opening on its own or closing the group's open one. */
function Items({
  items,
  open,
  multiple,
  headingLevel,
}: Pick<Props, 'open' | 'multiple' | 'headingLevel'> & { items: Item[] }) {
  const [opened, setOpened] = useState<number[]>(open === null ? [] : [open]);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  function toggle(index: number) {
    setOpened((now) => (now.includes(index) ? now.filter((i) => i !== index) : multiple ? [...now, index] : [index]));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key];
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.accordion-button')];
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (!move || index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length)]?.focus();
  }

  return (
    <div className="accordion" onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const expanded = opened.includes(index);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={index} className="accordion-item">
            <Heading className="accordion-header">
              <button
                type="button"
                id={buttonId}
                className={expanded ? 'accordion-button' : 'accordion-button collapsed'}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                {item.title}
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion-panel" hidden={!expanded}>
              <RichText content={item.body} />
            </div>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The WAI-ARIA accordion pattern: each title is a button in a heading, controlling a labelled region.
 * Enter and Space toggle (native buttons); Up, Down, Home and End move between the titles of a group.
 * Closed panels stay in the HTML with `hidden`, so the prerendered page holds every answer.
 */
export default function Accordion({ id, title, items, groups, align, open, multiple, headingLevel }: Props) {
  const options = { open, multiple, headingLevel };
  const titleId = useHeadingId(id, title);
  const GroupHeading = title ? 'h3' : 'h2';
  const groupTitle = align === 'center' ? 'accordion-group-title h4 text-center' : 'accordion-group-title h4';
  const heading = (
    <h2 id={titleId} className={align === 'center' ? undefined : groupTitle}>
      {title}
    </h2>
  );
  return (
    <section id={id} className="accordion-block container" aria-labelledby={title ? titleId : undefined}>
      <Stylesheet href={css} />
      {title && align === 'center' ? <div className="section-heading">{heading}</div> : null}
      {title && align === 'start' ? heading : null}
      {items ? <Items items={items} {...options} /> : null}
      {groups?.map((group, index) => (
        <div key={index} className="accordion-group">
          <GroupHeading className={groupTitle}>{group.title}</GroupHeading>
          <Items items={group.items} {...options} />
        </div>
      ))}
    </section>
  );
}
