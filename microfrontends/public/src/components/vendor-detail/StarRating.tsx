import { useId } from 'react';
import { cx } from '@uwd/ui';
import { Star } from './icons';

export interface StarRatingProps {
  rating: number;
  size?: number;
  className?: string;
  /** Spoken label; defaults to 'Rated 4.8 out of 5'. Pass null when the rating is already in the text. */
  label?: string | null;
}

/** Five stars, partly filled to the rating. */
export function StarRating({ rating, size = 18, className, label }: StarRatingProps) {
  const id = useId().replace(/:/g, '');
  const value = Math.max(0, Math.min(5, rating));
  const spoken = label === undefined ? `Rated ${value.toFixed(1)} out of 5` : label;
  return (
    <span
      className={cx('star-rating', className)}
      role={spoken ? 'img' : undefined}
      aria-label={spoken ?? undefined}
      aria-hidden={spoken ? undefined : true}
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} id={`${id}-${i}`} size={size} fill={value - i} />
      ))}
    </span>
  );
}
