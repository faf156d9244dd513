import { useId } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { useSampleCode } from '../../showcase/context';
import { ChildBlocks } from '../../ui/child-blocks';
import { HeadingScope, useHeadingId } from '../../ui/heading-id';
import { panelId, TabList, tabId } from '../../ui/tab-list';
import { SampleSource } from './sample-source';
import { Stylesheet } from '../../ui/stylesheet';
import css from './sample.scss?url';

const VIEWS = [
  { key: 'preview', label: 'Preview' },
  { key: 'code', label: 'Code' },
] as const;

/**
 * A showcase sample: a numbered, anchored title over Preview and Code tabs. It is plain HTML: the
 * tabs, the JSX/Page data switch and the Copy button run from the site's small shell script.
 */
export default function Sample({ id, title, height, blocks }: BlockProps<'sample'>) {
  const code = useSampleCode(id);
  const base = useId();
  const titleId = useHeadingId(id, title);
  return (
    <section id={id} className="sample container" aria-labelledby={titleId}>
      <Stylesheet href={css} />
      <div className="sample-head">
        <h2 className="sample-title h5" id={titleId}>
          <a href={`#${id}`}>{title}</a>
        </h2>
        <TabList
          label={`${title}: view`}
          idBase={base}
          tabs={VIEWS}
          selected="preview"
          className="nav nav-pills sample-tabs"
        />
      </div>
      <div
        role="tabpanel"
        id={panelId(base, 'preview')}
        aria-labelledby={tabId(base, 'preview')}
        className="sample-preview"
        style={height ? { height } : undefined}
        // A fixed-height preview scrolls, so keyboard users must be able to reach it.
        tabIndex={height ? 0 : undefined}
      >
        <HeadingScope value={id}>
          <ChildBlocks blocks={blocks} />
        </HeadingScope>
      </div>
      <div
        role="tabpanel"
        id={panelId(base, 'code')}
        aria-labelledby={tabId(base, 'code')}
        hidden
        className="sample-code-panel"
        // The generated code repeats the preview's words: the site search finds the preview only.
        data-pagefind-ignore="all"
      >
        {code ? (
          <SampleSource title={title} code={code} />
        ) : (
          <p className="p-3 mb-0">The code of this sample is generated when the site is built.</p>
        )}
      </div>
    </section>
  );
}
