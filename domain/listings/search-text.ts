import { CHARACTER_REFERENCE, textRuns } from './rich-text.ts';

/**
 * Rich text (HTML) reduced to the words a reader sees: tags become spaces, the common character references
 * are decoded, runs of whitespace collapse. Full-text search indexes this rather than the HTML, so markup
 * ("strong", "href", "blockquote") never matches a search; SEO descriptions are cut from it. Linear in the
 * input (textRuns), so a hostile description cannot stall the server.
 */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“' };

const decode = (text: string): string =>
  text.replace(CHARACTER_REFERENCE, (ref, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? ref;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  });

export const plainTextOf = (html: string | null | undefined): string =>
  textRuns(html ?? '')
    .map(decode)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
