import type { BlockProps } from '../../../schema/blocks';
import { SmartLink } from '../../ui/smart-link';

/** A trail from the top of the site to the current page, which is the last entry and not a link. */
export default function Breadcrumbs({ id, label, items }: BlockProps<'breadcrumbs'>) {
  return (
    <nav id={id} aria-label={label}>
      <ol className="breadcrumb">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li
              key={index}
              className={last ? 'breadcrumb-item active' : 'breadcrumb-item'}
              aria-current={last ? 'page' : undefined}
            >
              {item.href && !last ? <SmartLink href={item.href}>{item.label}</SmartLink> : item.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
