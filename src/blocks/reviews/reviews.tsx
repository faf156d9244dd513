import type { z } from 'zod';
import type { BlockProps } from '../../../schema/blocks';
import type { reviewCardSchema } from '../../../schema/blocks/reviews';
import { Avatar } from '../../ui/avatar';
import { Img } from '../../ui/image';
import { Stylesheet } from '../../ui/stylesheet';
import { Rating } from './rating';
import css from './reviews.scss?url';

type ReviewData = z.output<typeof reviewCardSchema>;

const COLUMNS = { 1: 'col-12', 2: 'col-md-6', 3: 'col-md-6 col-lg-4' } as const;

function cardClasses({ variant, color }: ReviewData): string {
  const tone = color === 'error' ? 'danger' : color;
  const fill =
    tone === 'empty' || variant === 'plain' ? '' : variant === 'gradient' ? `bg-gradient-${tone}` : `text-bg-${tone}`;
  return ['card review-card h-100', `review-${variant}`, fill].filter(Boolean).join(' ');
}

function ReviewCard({ review }: { review: ReviewData }) {
  const { rating, image, title, author } = review;
  // A titled review is an article under its heading; one without a title is a quote with its author,
  // which HTML draws as a figure (an article without a heading has nothing to be found by).
  const Card = title ? 'article' : 'figure';
  return (
    <Card className={cardClasses(review)}>
      {image ? <Img image={image} className="card-img-top" /> : null}
      <div className="card-body d-flex flex-column">
        {title ? <h3 className="h5">{title}</h3> : null}
        {rating === undefined ? null : <Rating value={rating} />}
        <blockquote className="review-text">
          <p>{review.review}</p>
        </blockquote>
        <div className="review-author mt-auto d-flex align-items-center gap-3">
          {author.logo ? (
            <Img image={author.logo} slot="avatar" className="review-logo" />
          ) : (
            <Avatar image={author.image} name={author.name} />
          )}
          <div>
            <p className="review-author-name mb-0">{author.name}</p>
            {[author.username, author.role, author.date].filter(Boolean).map((line) => (
              <p key={line} className="small mb-0">
                {line}
              </p>
            ))}
          </div>
        </div>
      </div>
    </Card>
  );
}

/** Customer reviews as cards: with star ratings, with a picture and a logo, or short with a handle. */
export default function Reviews({ id, heading, description, columns, reviews }: BlockProps<'reviews'>) {
  return (
    <div id={id} className="reviews container">
      <Stylesheet href={css} />
      {heading || description ? (
        <div className="section-heading">
          {heading ? <h2>{heading}</h2> : null}
          {description ? <p className="lead">{description}</p> : null}
        </div>
      ) : null}
      {/* A lone review is centred at a readable width rather than stretched across the page. */}
      <ul className={reviews.length === 1 ? 'row g-4 list-unstyled justify-content-center' : 'row g-4 list-unstyled'}>
        {reviews.map((review, index) => (
          <li key={index} className={reviews.length === 1 ? 'col-lg-8' : COLUMNS[columns]}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </div>
  );
}
