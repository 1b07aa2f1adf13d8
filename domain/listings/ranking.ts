/**
 * How vendors are ordered (issue 18 §6), published on /how-vendors-are-ordered (RANKING_NOTE) and followed by
 * the code: the page's text, the comparator the lists follow and the featured cap all live here, so the note,
 * the repository and the tests cannot drift apart (docs/adr/0018-published-ranking.md).
 */

/** The most featured (paid) vendors a list page shows in its 'Featured' block. */
export const FEATURED_PER_PAGE = 3;

/** The rotation among ties (and among featured vendors) changes at midnight in this time zone. */
const ROTATION_TIME_ZONE = 'America/New_York';

export const RANKING_PAGE_PATH = '/how-vendors-are-ordered';
export const RANKING_LINK_TEXT = 'How vendors are ordered';
export const RANKING_PAGE_TITLE = 'How vendors are ordered';
export const RANKING_PAGE_DESCRIPTION =
  'How the Upstate Wedding Directory orders vendors: paid featured placements are labelled and capped at three a page; everyone else by rating, then number of reviews, then a daily rotation.';

/** The note, as paragraphs (the page draws them; the ADR quotes them). */
export const RANKING_NOTE = {
  featuredTitle: 'Featured placements are paid',
  featured: [
    `Vendors on a paid Featured plan can appear in a block at the top of the first page of a list, labelled 'Featured'. That block never holds more than ${FEATURED_PER_PAGE} vendors.`,
    `When more than ${FEATURED_PER_PAGE} featured vendors match a list, they take turns: their order is reshuffled every day, so each one gets the same chance to be in the block. Featured vendors not in the block that day are listed with everyone else, in the order below, and still carry their 'Featured' label.`,
  ],
  orderTitle: 'Everyone else, in this order',
  order: [
    'Rating: the highest average rating from published reviews first.',
    'Number of reviews: with equal ratings, the vendor with more reviews first.',
    'A fair rotation: vendors still tied take turns. Their order is reshuffled once a day, at midnight Eastern time, so no one stays first or last among equals.',
  ],
  notTitle: 'What does not change the order',
  not: [
    'Paying for a plan does not move a vendor up the list outside the Featured block, and neither do clicks, views or inquiries.',
    'Choosing a city, a style, a wedding date, a guest count or a budget only narrows the list: what is left keeps the same order.',
  ],
  searchTitle: 'When you search',
  search: [
    'A search puts the best matches for its words first: a word in the name counts most, then tags, the tagline and the description. Equally good matches follow the rating and the number of reviews, as above, without the daily rotation.',
  ],
} as const;

/** The calendar day ('2026-11-25') in Greenville at `now`: the rotation's day. */
export const rotationDay = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ROTATION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** What the published order looks at. */
interface RankFacts {
  averageRating: number;
  totalReviews: number;
  /** The day's rotation key (lower first); ties on it (practically never) fall back to the id. */
  rotationKey: number;
  id: string;
}

/** The featured block's order: the day's rotation alone (every featured vendor has the same chance). */
const compareFeaturedTurn = (a: Pick<RankFacts, 'rotationKey' | 'id'>, b: Pick<RankFacts, 'rotationKey' | 'id'>): number =>
  a.rotationKey - b.rotationKey || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The published order as a comparator: rating desc, reviews desc, then the day's turn (rotation key, id). */
export const comparePublishedRank = (a: RankFacts, b: RankFacts): number => b.averageRating - a.averageRating || b.totalReviews - a.totalReviews || compareFeaturedTurn(a, b);

/**
 * A list's two blocks under the published rules: the featured block (at most FEATURED_PER_PAGE, in the
 * day's featured turn) and everyone else in the published order, the block's vendors left out.
 */
export const publishedOrder = <T extends RankFacts & { isFeatured: boolean }>(vendors: readonly T[]): { featuredBlock: T[]; others: T[] } => {
  const featuredBlock = vendors.filter((v) => v.isFeatured).sort(compareFeaturedTurn).slice(0, FEATURED_PER_PAGE);
  const inBlock = new Set(featuredBlock.map((v) => v.id));
  return { featuredBlock, others: vendors.filter((v) => !inBlock.has(v.id)).sort(comparePublishedRank) };
};
