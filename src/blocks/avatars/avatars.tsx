import { useEffect } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { loadFloating } from '../../ui/floating';
import { Img } from '../../ui/image';
import { SmartLink } from '../../ui/smart-link';
import { Stylesheet } from '../../ui/stylesheet';
import { AvatarTip } from './avatar-tip';
import css from './avatars.scss?url';

type Avatar = BlockProps<'avatars'>['items'][number];

function Portrait({ item, size, focusable }: { item: Avatar; size: string; focusable: boolean }) {
  const { image, name, href } = item;
  const sizeClass = size === 'md' ? 'avatar' : `avatar avatar-${size}`;
  const img = (
    <Img
      className={sizeClass}
      image={{ ...image, alt: href || !focusable ? image.alt || name : '' }}
      slot={size === 'xl' || size === 'xxl' ? 'avatar-lg' : 'avatar'}
    />
  );
  if (href)
    return (
      <SmartLink href={href} className="avatar-link">
        {img}
      </SmartLink>
    );
  // Without a link, a group avatar still takes focus, so keyboard users can see its tooltip.
  if (focusable)
    return (
      <span className="avatar-link" role="img" aria-label={image.alt || name} tabIndex={0}>
        {img}
      </span>
    );
  return img;
}

/** Round portraits in a row, or an overlapping group whose names show in tooltips. */
export default function Avatars({ id, items, size, group }: BlockProps<'avatars'>) {
  useEffect(() => {
    if (group) void loadFloating();
  }, [group]);
  return (
    <div id={id} className="avatars-block container">
      <Stylesheet href={css} />
      <ul className={group ? 'avatar-list avatar-group' : 'avatar-list'}>
        {items.map((item, index) => {
          const portrait = <Portrait item={item} size={item.size ?? size} focusable={group} />;
          return <li key={index}>{group ? <AvatarTip name={item.name}>{portrait}</AvatarTip> : portrait}</li>;
        })}
      </ul>
    </div>
  );
}
