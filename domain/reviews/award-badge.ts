/**
 * The embeddable 'Couples' Choice' badge (issue 40 §5): an SVG image a vendor holding the award may put on
 * its own site, linked back to its page here. The server draws the image (GET /badges/couples-choice/{slug}.svg,
 * 404 while the vendor holds no award); the vendor's dashboard shows the snippet to copy.
 */
import { SITE_NAME } from '../shared/site.ts';
import { couplesChoiceTitle } from './awards.ts';

/** The image's size in CSS pixels (the snippet states it, so the embedding page does not shift). */
export const COUPLES_CHOICE_BADGE_SIZE = { width: 240, height: 64 } as const;

/** Where the badge of the vendor with this slug is served, on the site's origin. */
export const couplesChoiceBadgePath = (slug: string): string => `/badges/couples-choice/${encodeURIComponent(slug)}.svg`;

/** "Couples' Choice 2027 on Upstate Wedding Directory": the image's alternative text. */
export const couplesChoiceBadgeAlt = (year: number): string => `${couplesChoiceTitle(year)} on ${SITE_NAME}`;

/** An attribute value in double quotes (the snippet's URLs and text). */
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML a vendor copies to its own site: the badge, linked to its page here. `site` is the site's origin. */
export const couplesChoiceEmbedSnippet = (site: string, slug: string, year: number): string => {
  const origin = site.replace(/\/+$/, '');
  const { width, height } = COUPLES_CHOICE_BADGE_SIZE;
  return `<a href="${attr(`${origin}/vendors/${encodeURIComponent(slug)}`)}"><img src="${attr(origin + couplesChoiceBadgePath(slug))}" alt="${attr(couplesChoiceBadgeAlt(year))}" width="${width}" height="${height}"></a>`;
};
