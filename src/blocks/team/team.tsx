import type { z } from 'zod';
import type { BlockProps } from '../../../schema/blocks';
import type { teamMemberSchema } from '../../../schema/blocks/team';
import { initials } from '../../ui/avatar';
import { networkName } from '../../ui/brand';
import { Img } from '../../ui/image';
import { SmartLink } from '../../ui/smart-link';
import { Stylesheet } from '../../ui/stylesheet';
import SocialButtons from '../social-buttons/social-buttons';
import css from './team.scss?url';

type Member = z.output<typeof teamMemberSchema>;

function MemberCard({ member, horizontal }: { member: Member; horizontal: boolean }) {
  const { image, name, href, position, description, socials } = member;
  const tone = position.color === 'error' ? 'danger' : position.color;
  const portraitClass = horizontal ? 'team-portrait-side' : 'team-portrait';
  return (
    <article className={`card team-card h-100${horizontal ? ' team-card-horizontal' : ''}`}>
      {image ? (
        <Img className={portraitClass} image={image} slot="portrait" />
      ) : (
        <span className={`${portraitClass} avatar-initials team-initials`} aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <div className="card-body">
        <h3 className="h5 mb-1">{href ? <SmartLink href={href}>{name}</SmartLink> : name}</h3>
        <p className={`team-position text-${tone}`}>{position.label}</p>
        {description ? <p>{description}</p> : null}
        {socials.length > 0 ? (
          <SocialButtons
            type="social-buttons"
            align="start"
            labels={false}
            size="sm"
            // Each button says whose page it opens, so the names differ from card to card.
            buttons={socials.map(({ network, href }) => ({
              network,
              href,
              label: `${name} on ${networkName(network)}`,
            }))}
          />
        ) : null}
      </div>
    </article>
  );
}

/** The people of a team as cards: portrait above or beside the name, job title, text and socials. */
export default function Team({ id, heading, description, layout, tone, members }: BlockProps<'team'>) {
  const horizontal = layout === 'horizontal';
  return (
    <div id={id} className={`team team-${tone}`}>
      <Stylesheet href={css} />
      <div className="container">
        <div className="section-heading">
          <h2>{heading}</h2>
          {description ? <p className="lead">{description}</p> : null}
        </div>
        <ul className="row g-4 list-unstyled">
          {members.map((member) => (
            <li key={member.name} className={horizontal ? 'col-lg-6' : 'col-md-6 col-lg-3'}>
              <MemberCard member={member} horizontal={horizontal} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
