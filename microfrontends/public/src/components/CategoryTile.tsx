import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Category } from '@uwd/api-client';
import { ArrowRightIcon, Skeleton, cx } from '@uwd/ui';
import { categoryBackground } from './category-visuals';

function vendorCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'vendor' : 'vendors'}`;
}

export function CategoryTile({ category }: { category: Category }) {
  // A missing or broken image falls back to the category's gradient, never a broken-image icon.
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = Boolean(category.imageUrl) && !imageFailed;
  return (
    <Link to={`/${category.slug}`} className="category-tile" data-testid="category-tile">
      {/* The gradient also shows while a lazy image is still loading. */}
      <div className={cx('category-tile__media', categoryBackground(category.slug))}>
        {showImage ? (
          <img
            src={category.imageUrl ?? undefined}
            alt=""
            loading="lazy"
            decoding="async"
            width={640}
            height={400}
            onError={() => setImageFailed(true)}
          />
        ) : (
          <span className="category-tile__monogram" aria-hidden="true">
            {category.name.charAt(0)}
          </span>
        )}
        <span className="category-tile__count">{vendorCountLabel(category.vendorCount)}</span>
      </div>
      <div className="category-tile__body">
        <h3 className="category-tile__name">{category.name}</h3>
        <p className="category-tile__description">{category.description}</p>
        <span className="category-tile__cta">
          Browse {category.name}
          <ArrowRightIcon size={16} />
        </span>
      </div>
    </Link>
  );
}

export function CategoryTileSkeleton() {
  return (
    <div className="category-tile category-tile--skeleton" aria-hidden="true">
      <Skeleton className="category-tile__media" height="auto" radius="0" />
      <div className="category-tile__body">
        <Skeleton width="45%" height="1.5rem" />
        <Skeleton width="100%" height="0.9rem" />
        <Skeleton width="80%" height="0.9rem" />
      </div>
    </div>
  );
}
