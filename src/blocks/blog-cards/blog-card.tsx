import type { z } from 'zod';
import type { blogCardSchema } from '../../../schema/blocks/blog-cards';
import { buttonClasses } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Avatar } from '../../ui/avatar';
import { Img } from '../../ui/image';
import { SmartLink } from '../../ui/smart-link';

type BlogCardData = z.output<typeof blogCardSchema>;

const tone = (color: string) => (color === 'error' ? 'danger' : color);

function Category({ category }: { category: BlogCardData['category'] }) {
  if (!category) return null;
  return <span className={`badge text-bg-${tone(category.color)} mb-2 align-self-start`}>{category.label}</span>;
}

/** A post with its picture on top, its category, title, summary and author. */
export function ImageTopCard({ card }: { card: BlogCardData }) {
  const { image, title, description, author, href } = card;
  return (
    <article className="card blog-card h-100">
      <Img className="card-img-top" image={image} />
      <div className="card-body d-flex flex-column">
        <Category category={card.category} />
        <h3 className="h5">{href ? <SmartLink href={href}>{title}</SmartLink> : title}</h3>
        {description ? <p>{description}</p> : null}
        {author ? (
          <div className="blog-card-author mt-auto d-flex align-items-center gap-2">
            <Avatar className="avatar avatar-sm" image={author.image} name={author.name} />
            <div>
              <p className="blog-card-author-name mb-0">{author.name}</p>
              {author.date ? <p className="small mb-0">{author.date}</p> : null}
            </div>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** A post's text on its darkened picture, with a link button (the background card). */
export function BackgroundCard({ card }: { card: BlogCardData }) {
  const { image, title, description, href, label, icon, color } = card;
  return (
    <article className="card blog-card-background h-100">
      <Img className="blog-card-image" image={image} />
      <span className="blog-card-mask" />
      <div className="card-body">
        <Category category={card.category} />
        <h3 className="h4">{title}</h3>
        {description ? <p>{description}</p> : null}
        {href ? (
          <SmartLink href={href} className={buttonClasses({ variant: 'outline', color, size: 'sm' })}>
            {icon ? <Icon name={icon} className="me-2" /> : null}
            {label}
            <span className="visually-hidden">: {title}</span>
          </SmartLink>
        ) : null}
      </div>
    </article>
  );
}
