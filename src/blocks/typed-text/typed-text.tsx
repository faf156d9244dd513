import type { BlockProps } from '../../../schema/blocks';
import { TypedWords } from '../../ui/typed-words';
import { Stylesheet } from '../../ui/stylesheet';
import css from '../../ui/typed-text.scss?url';

/** A line with a typed rotating word (see `TypedWords`), as a heading or a paragraph. */
export default function TypedText(props: BlockProps<'typed-text'>) {
  const { id, before, after, tag: Tag } = props;
  const glued = /^[.,;:!?)]/.test(after);
  return (
    <div id={id} className="typed-text-block container">
      <Stylesheet href={css} />
      <Tag className="typed-text">
        {before ? `${before} ` : null}
        <TypedWords {...props} />
        {after ? `${glued ? '' : ' '}${after}` : null}
      </Tag>
    </div>
  );
}
