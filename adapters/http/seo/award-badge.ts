import type { Context } from 'hono';
import { COUPLES_CHOICE_BADGE_SIZE } from '../../../domain/reviews/award-badge.ts';
import { SITE_NAME } from '../../../domain/shared/site.ts';
import { couplesChoiceTitle } from '../../../domain/reviews/awards.ts';
import { escapeHtml } from '../../../domain/shared/html.ts';

/**
 * The badge's headers (issue 40 §5): an image other sites embed, so cacheable by anyone for an hour and
 * readable cross-origin; never sniffed as anything but SVG; and a policy of its own that allows no script,
 * no fetch and no plugin even when the SVG is opened as a document (sandbox), with inline styles only.
 */
const BADGE_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

/** 'Couples' Choice 2027 — Upstate Wedding Directory' as an SVG image: no script, no external resource. */
const couplesChoiceBadgeSvg = (year: number): string => {
  const { width, height } = COUPLES_CHOICE_BADGE_SIZE;
  const title = escapeHtml(couplesChoiceTitle(year));
  const site = escapeHtml(SITE_NAME);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t">`,
    `<title id="t">${title} — ${site}</title>`,
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="10" fill="#241a3b" stroke="#b8925a"/>`,
    `<path fill="#e3c79a" d="M32 14l4.9 10.6 11.6 1.3-8.7 7.8 2.4 11.4L32 39.4l-10.2 5.7 2.4-11.4-8.7-7.8 11.6-1.3z"/>`,
    `<text x="58" y="30" fill="#ffffff" font-family="Georgia, 'Times New Roman', serif" font-size="15" font-weight="700">${title}</text>`,
    `<text x="58" y="48" fill="#e3c79a" font-family="Arial, Helvetica, sans-serif" font-size="10.5" letter-spacing="0.3">${site}</text>`,
    '</svg>',
    '',
  ].join('\n');
};

/** The badge's answer, or a 404 (a short while cacheable too: the award changes once a year). */
export const badgeAnswer = (c: Context, year: number | null): Response => {
  if (year === null) {
    c.header('Cache-Control', 'public, max-age=300');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.text('Not found', 404);
  }
  return c.body(couplesChoiceBadgeSvg(year), 200, BADGE_HEADERS);
};
