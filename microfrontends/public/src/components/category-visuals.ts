import './category-visuals.css';

const GRADIENTS = new Set(['venues', 'photographers', 'planners', 'caterers', 'music', 'florists']);

/** The classes of a category's gradient (category-visuals.css); the site's own gradient for any other. */
export function categoryBackground(slug: string): string {
  return GRADIENTS.has(slug) ? `category-bg category-bg--${slug}` : 'category-bg category-bg--other';
}
