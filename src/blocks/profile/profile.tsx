import { useState } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { useHeadingId } from '../../ui/heading-id';
import { buttonClasses } from '../../ui/button';
import { Img } from '../../ui/image';
import { Stylesheet } from '../../ui/stylesheet';
import css from './profile.scss?url';

/** A profile card: round portrait, name, role, counts, a Follow toggle button and a bio. */
export default function Profile(props: BlockProps<'profile'>) {
  const { id, image, name, level: Heading, role, bio, follow, stats } = props;
  const [following, setFollowing] = useState(false);
  const headingId = useHeadingId(id, name);
  return (
    <section id={id} className="profile-block container" aria-labelledby={headingId}>
      <Stylesheet href={css} />
      <div className="profile-card">
        <Img className="profile-image" image={image} slot="avatar-lg" />
        <div className="profile-body">
          <div className="profile-head">
            <div>
              <Heading id={headingId} className="profile-name h3">
                {name}
              </Heading>
              {role ? <p className="profile-role">{role}</p> : null}
            </div>
            {follow ? (
              <button
                type="button"
                className={buttonClasses({
                  variant: following ? 'contained' : 'outline',
                  color: 'info',
                  size: 'sm',
                })}
                aria-pressed={following}
                onClick={() => setFollowing(!following)}
              >
                {follow}
              </button>
            ) : null}
          </div>
          {stats.length > 0 ? (
            <dl className="profile-stats">
              {stats.map((stat) => (
                <div key={stat.label} className="profile-stat">
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {bio ? <p className="profile-bio">{bio}</p> : null}
        </div>
      </div>
    </section>
  );
}
