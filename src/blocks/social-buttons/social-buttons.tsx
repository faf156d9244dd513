import type { BlockProps } from '../../../schema/blocks';
import { useHeadingId } from '../../ui/heading-id';
import { brandIcon, networkName } from '../../ui/brand';
import { Icon } from '../../ui/icon';
import { SmartLink } from '../../ui/smart-link';
import { Stylesheet } from '../../ui/stylesheet';
import css from './social-buttons.scss?url';

/** Buttons in the networks' brand colours, with their names or as icons only. */
export default function SocialButtons({ id, title, align, labels, size, buttons }: BlockProps<'social-buttons'>) {
  const titleId = useHeadingId(id, title);
  const row = (
    <div
      id={title ? undefined : id}
      className={`social-buttons d-flex flex-wrap gap-2${align === 'center' ? ' justify-content-center' : ''}`}
    >
      <Stylesheet href={css} />
      {buttons.map(({ network, href, label }) => {
        const name = label ?? networkName(network);
        const className = ['btn', `btn-${network}`, size === 'md' ? '' : `btn-${size}`, labels ? '' : 'btn-icon-only']
          .filter(Boolean)
          .join(' ');
        const content = (
          <>
            <Icon name={brandIcon(network)} className={labels ? 'me-2' : undefined} />
            {labels ? name : <span className="visually-hidden">{name}</span>}
          </>
        );
        return href ? (
          <SmartLink key={network} className={className} href={href}>
            {content}
          </SmartLink>
        ) : (
          <button key={network} type="button" className={className}>
            {content}
          </button>
        );
      })}
    </div>
  );
  // With a heading, the row stands as a section of its own within the page margins.
  return title ? (
    <section
      id={id}
      className={`social-buttons-section container${align === 'center' ? ' text-center' : ''}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="h4">
        {title}
      </h2>
      {row}
    </section>
  ) : (
    row
  );
}
