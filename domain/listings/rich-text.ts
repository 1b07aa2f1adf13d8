/**
 * Rich text rules of SPEC.md §5, shared by the editors, the server sanitizer and the pages that render it.
 */
import { escapeHtml } from '../shared/html.ts';
export const RICH_TEXT_ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote'] as const;
export const RICH_TEXT_ALLOWED_ATTRIBUTES = ['href', 'target', 'rel'] as const;
/** Link schemes a stored link may use. */
export const RICH_TEXT_ALLOWED_URI = /^(?:https?:|mailto:|tel:)/i;

export const DESCRIPTION_MAX_CHARS = 5000;
export const PRICING_NOTES_MAX_CHARS = 2000;
/** The counter turns yellow above this share of the limit. */
const RICH_TEXT_WARNING_RATIO = 0.9;

/** The editor formats allowed (Quill format names). */
export const RICH_TEXT_EDITOR_FORMATS = ['header', 'bold', 'italic', 'underline', 'list', 'link', 'blockquote'] as const;
export const RICH_TEXT_PLACEHOLDER = 'Tell couples about your business...';

export const counterState = (length: number, limit: number): 'ok' | 'warning' | 'over' =>
  length > limit ? 'over' : length > limit * RICH_TEXT_WARNING_RATIO ? 'warning' : 'ok';

/** A character reference: named (&amp; &nbsp; …), decimal (&#38;) or hexadecimal (&#x26;); its body captured. */
export const CHARACTER_REFERENCE = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;
const TAG_START = /[a-zA-Z/!?]/;
const SPACE = /[\t\n\f\r ]/;

/** The index just after the tag or comment that starts with '<' at `start`; `html.length` if unterminated. */
const endOfMarkup = (html: string, start: number): number => {
  if (html.startsWith('<!--', start)) {
    // '<!-->' and '<!--->' are (empty) comments too.
    if (html.startsWith('>', start + 4)) return start + 5;
    if (html.startsWith('->', start + 4)) return start + 6;
    const close = html.indexOf('-->', start + 4);
    return close === -1 ? html.length : close + 3;
  }
  if (html[start + 1] === '!' || html[start + 1] === '?') {
    // <!DOCTYPE …>, <![CDATA[ …, <?xml …>: up to the first '>', quotes or not.
    const close = html.indexOf('>', start + 2);
    return close === -1 ? html.length : close + 1;
  }
  let i = start + 1;
  while (i < html.length) {
    const c = html[i];
    if (c === '>') return i + 1;
    if (c === '=') {
      // A quoted attribute value may hold '>'; skip to its closing quote.
      let j = i + 1;
      while (j < html.length && SPACE.test(html[j] ?? '')) j++;
      const quote = html[j];
      if (quote !== '"' && quote !== "'") i = j;
      else {
        const close = html.indexOf(quote, j + 1);
        if (close === -1) return html.length;
        i = close + 1;
      }
    } else i++;
  }
  return html.length;
};

/** Each tag or comment of rich text as its [start, end) offsets; a '<' that starts no tag ("1 < 2", "<3") is text. */
function* markupSpans(html: string): Generator<[number, number]> {
  let lt = html.indexOf('<');
  while (lt !== -1) {
    if (TAG_START.test(html[lt + 1] ?? '')) {
      const end = endOfMarkup(html, lt);
      yield [lt, end];
      lt = html.indexOf('<', end);
    } else {
      lt = html.indexOf('<', lt + 1);
    }
  }
}

/**
 * The text of rich text, one string per stretch between tags (comments and tags removed; character
 * references left as written). One linear pass, no DOM, safe on hostile input; an unterminated tag at the
 * end yields nothing (a browser drops it too).
 */
export const textRuns = (html: string): string[] => {
  const runs: string[] = [];
  let from = 0;
  for (const [start, end] of markupSpans(html)) {
    runs.push(html.slice(from, start));
    from = end;
  }
  runs.push(html.slice(from));
  return runs;
};

/**
 * The plain-text length of rich text, as the editor's counter shows it against the limit (SPEC.md §5):
 * tags and comments are removed and each character reference (&amp;, &nbsp;, &lt;, &#x27; …) counts as one
 * character. Other characters count as JavaScript (and Quill) count them, in UTF-16 code units. Whitespace
 * is counted as written. The server and the editors get the same number from one source.
 */
export const plainTextLength = (html: string): number =>
  // Each text run is counted alone: a reference split by a tag ("&am<b>p;") is no reference.
  textRuns(html).reduce((n, run) => n + run.replace(CHARACTER_REFERENCE, '_').length, 0);

/**
 * How much markup rich text may carry. Sanitizing (DOMPurify over jsdom, DESIGN.md §5) costs time that
 * grows with the square of the elements it removes and of their nesting: 4 000 nested `<b>` took 23 s of a
 * blocked server and 8 000 overflowed the stack. Text a vendor writes in the editor stays far below these
 * (a few hundred tags, nesting under 10); anything above is refused before it is parsed.
 */
export const RICH_TEXT_MAX_TAGS = 1000;
const RICH_TEXT_MAX_ATTRIBUTES = 1000;
export const RICH_TEXT_MAX_NESTING = 32;

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const ATTRIBUTE = /[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/g;

/**
 * The markup of rich text, counted in one linear pass without a DOM: tags and comments, attributes, and
 * the deepest nesting of open elements (an end tag closes up to its open namesake, as a parser does; a
 * stray one closes nothing). It never counts less than a parser would build from the same text.
 */
export const markupShape = (html: string): { tags: number; attributes: number; nesting: number } => {
  const open: string[] = [];
  const openByName = new Map<string, number>();
  let tags = 0;
  let attributes = 0;
  let nesting = 0;
  for (const [lt, end] of markupSpans(html)) {
    tags += 1;
    const next = html[lt + 1] ?? '';
    if (next === '/' || /[a-zA-Z]/.test(next)) {
      const closing = next === '/';
      const body = html.slice(lt + (closing ? 2 : 1), html[end - 1] === '>' ? end - 1 : end);
      const name = (/^[^\s/>]*/.exec(body)?.[0] ?? '').toLowerCase();
      if (closing) {
        // Each open element is popped at most once, so the pass stays linear however deep the input.
        if (openByName.get(name)) {
          for (let top = open.pop(); top !== undefined; top = open.pop()) {
            openByName.set(top, (openByName.get(top) ?? 1) - 1);
            if (top === name) break;
          }
        }
      } else {
        attributes += (body.slice(name.length).match(ATTRIBUTE) ?? []).length;
        if (!VOID_ELEMENTS.has(name)) {
          open.push(name);
          openByName.set(name, (openByName.get(name) ?? 0) + 1);
          nesting = Math.max(nesting, open.length);
        }
      }
    }
  }
  return { tags, attributes, nesting };
};

/** Whether rich text stays within the markup budget above. */
export const withinMarkupBudget = (html: string, limits = { tags: RICH_TEXT_MAX_TAGS, attributes: RICH_TEXT_MAX_ATTRIBUTES, nesting: RICH_TEXT_MAX_NESTING }): boolean => {
  const shape = markupShape(html);
  return shape.tags <= limits.tags && shape.attributes <= limits.attributes && shape.nesting <= limits.nesting;
};

/** Plain text (an application's description) as safe paragraphs of HTML: escaped, blank lines split paragraphs. */
export const plainTextToHtml = (text: string | null | undefined): string | null => {
  const paragraphs = (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  return paragraphs.length ? paragraphs.join('') : null;
};
