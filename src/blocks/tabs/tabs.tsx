import { useId, useState } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { useMediaQuery } from '../../hooks/use-media-query';
import { Icon } from '../../ui/icon';
import { RichText } from '../../ui/rich-text';
import { panelId, TabList, tabId } from '../../ui/tab-list';
import { Stylesheet } from '../../ui/stylesheet';
import css from './tabs.scss?url';

/** Below this width pills stack in a column (the spec's tab-pill layout breakpoint, 991 px). */
export const PILLS_STACK_QUERY = '(max-width: 991.98px)';

/**
 * The WAI-ARIA tabs pattern with automatic activation (arrows move and select, Home/End jump). The
 * first panel is selected in the prerendered HTML; the others are there too, `hidden`. Stacked pills
 * take Up and Down like a vertical list, so the arrows follow what the visitor sees.
 */
export default function Tabs({ id, label, items, variant, orientation, fullWidth }: BlockProps<'tabs'>) {
  const [selected, setSelected] = useState('0');
  const idBase = useId();
  const stacked = useMediaQuery(PILLS_STACK_QUERY) && variant === 'pills';
  const vertical = orientation === 'vertical';

  const listClasses = [
    'nav',
    `nav-${variant}`,
    fullWidth && 'nav-fill',
    vertical && 'flex-column',
    variant === 'pills' && 'nav-pills-stack',
  ];
  return (
    <div id={id} className={`tabs-block container${vertical ? ' tabs-vertical' : ''}`}>
      <Stylesheet href={css} />
      <TabList
        label={label}
        idBase={idBase}
        tabs={items.map((item, index) => ({
          key: String(index),
          label: item.label,
          icon: item.icon ? <Icon name={item.icon} className="me-2" /> : undefined,
        }))}
        selected={selected}
        onSelect={setSelected}
        className={listClasses.filter(Boolean).join(' ')}
        vertical={vertical || stacked}
      />
      <div className="tabs-panels">
        {items.map((item, index) => {
          const key = String(index);
          return (
            <div
              key={key}
              id={panelId(idBase, key)}
              role="tabpanel"
              aria-labelledby={tabId(idBase, key)}
              tabIndex={0}
              hidden={key !== selected}
              className="tabs-panel"
            >
              <RichText content={item.content} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
