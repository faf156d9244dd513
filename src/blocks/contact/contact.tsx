import { lazy, Suspense } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { useHeadingId } from '../../ui/heading-id';
import { Icon } from '../../ui/icon';
import { SmartLink } from '../../ui/smart-link';

// Loaded only by contact sections with social buttons, so the others ship without it.
const SocialButtons = lazy(() => import('../social-buttons/social-buttons'));

/** Ways to reach the company, each with an icon and, where it has one, a link. */
export default function Contact({ id, title, description, channels, note, socials }: BlockProps<'contact'>) {
  const headingId = useHeadingId(id, title);
  return (
    <section id={id} className="section contact" aria-labelledby={headingId}>
      <div className="container">
        <div className="contact-card card">
          <div className="card-body">
            <div className="section-heading">
              <h2 id={headingId}>{title}</h2>
              {description ? <p className="lead">{description}</p> : null}
            </div>
            <dl className="row g-4 contact-channels">
              {channels.map((channel) => (
                <div key={channel.label} className="col-md-4 contact-channel">
                  <dt>
                    <span className="icon-shape bg-gradient-primary">
                      <Icon name={channel.icon} />
                    </span>
                    {channel.label}
                  </dt>
                  <dd>{channel.href ? <SmartLink href={channel.href}>{channel.value}</SmartLink> : channel.value}</dd>
                </div>
              ))}
            </dl>
            {note ? <p className="small mb-0">{note}</p> : null}
            {socials.length > 0 ? (
              <div className="mt-4">
                <Suspense>
                  <SocialButtons type="social-buttons" align="start" labels={false} size="md" buttons={socials} />
                </Suspense>
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
