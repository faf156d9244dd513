import { Icon } from '../../ui/icon';

/** Five stars, filled, half or outlined, read out as one image: "Rated 4.5 out of 5". */
export function Rating({ value }: { value: number }) {
  return (
    <span className="review-rating" role="img" aria-label={`Rated ${value} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => {
        const left = value - index;
        return <Icon key={index} name={left >= 1 ? 'star-fill' : left >= 0.5 ? 'star_half' : 'star'} />;
      })}
    </span>
  );
}
