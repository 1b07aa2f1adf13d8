/**
 * Browser-side rich-text sanitizer (SPEC §5 "Rich text", DESIGN §5).
 *
 * Every HTML string the API returns (vendor description, pricing notes, SEO filter content) goes through
 * `sanitizeRichText` before it reaches `dangerouslySetInnerHTML`. Only the allow-list of
 * `@domain/listings/rich-text` survives; links open in a new tab with `rel="noopener noreferrer"`, and only
 * http(s), mailto and tel links keep their href.
 *
 * The server sanitizes with DOMPurify when it saves (jsdom, domain/listings/rich-text-policy.ts). In the
 * browser the allow-list is so small (twelve elements, three attributes) that DOMPurify's 11.7 KB gzip
 * would be a large part of a vendor page's first load, so this module applies the same policy itself, by
 * construction rather than by filtering: the input is parsed by the browser's inert DOMParser (no script
 * runs, nothing loads), and a NEW tree is built from it that holds only
 * - elements of the allow-list, created here, with at most an `href` that passes the policy's URI test
 *   (whitespace and control characters removed first, as DOMPurify does), plus the target/rel the policy's
 *   `enforceLinkAttributes` sets;
 * - text, copied as text (serializing escapes it, so no text can become markup);
 * and nothing else: the content of any other element is kept (DOMPurify's KEEP_CONTENT), except for the
 * elements whose content DOMPurify drops too (script, style, svg, math, template, …); comments go.
 * sanitize.test.tsx checks it against DOMPurify with the same policy, on a corpus of hostile input.
 *
 * One module for every remote (`@uwd/ui/sanitize`): a sub-path import, not a federation share, so it is
 * bundled into the lazy chunks of the pages that render rich text.
 */
import { enforceLinkAttributes } from '@domain/listings/rich-text-policy';
import { RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_ALLOWED_URI } from '@domain/listings/rich-text';

const ALLOWED_TAGS: ReadonlySet<string> = new Set(RICH_TEXT_ALLOWED_TAGS);

/** DOMPurify's default FORBID_CONTENTS (3.4): elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'selectedcontent',
  'style',
  'svg',
  'template',
  'thead',
  'title',
  'video',
  'xmp',
]);

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** What DOMPurify removes from a value before testing it against the URI allow-list. */
// eslint-disable-next-line no-control-regex
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** A value that could close a raw-text element or a comment when re-parsed (DOMPurify's SAFE_FOR_XML). */
const ATTR_VALUE_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** The href an allowed element keeps: trimmed, and only when the policy's schemes allow it. */
function allowedHref(element: Element): string | null {
  const raw = element.getAttribute('href');
  if (raw === null) return null;
  const value = raw.trim();
  if (value === '') return value; // kept, then removed by enforceLinkAttributes, as with DOMPurify
  if (ATTR_VALUE_BREAKOUT.test(value)) return null;
  return RICH_TEXT_ALLOWED_URI.test(value.replace(ATTR_WHITESPACE, '')) ? value : null;
}

/** Appends to `target` (in the output document) the clean copy of `source`'s children. */
function copyChildren(source: Node, target: Node, out: Document): void {
  for (let child = source.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === TEXT_NODE) {
      target.appendChild(out.createTextNode(child.nodeValue ?? ''));
      continue;
    }
    if (child.nodeType !== ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    // Foreign (SVG, MathML) elements only occur inside svg/math, which go with their content anyway.
    if (element.namespaceURI !== HTML_NAMESPACE) continue;
    const name = element.localName;
    if (DROPPED_WITH_CONTENT.has(name)) continue;
    if (!ALLOWED_TAGS.has(name)) {
      copyChildren(element, target, out); // unwrapped: its content stays
      continue;
    }
    const clean = out.createElement(name);
    const href = allowedHref(element);
    if (href !== null) clean.setAttribute('href', href);
    enforceLinkAttributes(clean);
    copyChildren(element, clean, out);
    target.appendChild(clean);
  }
}

/** Returns `html` with everything outside the rich-text allow-list removed. Safe for innerHTML. */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  // Without a DOM there is no safe way to keep markup: render nothing rather than raw HTML.
  if (typeof DOMParser === 'undefined' || typeof document === 'undefined') return '';
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  // Built in a document of its own that is never shown: creating elements there runs and loads nothing.
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  copyChildren(parsed.body, container, out);
  return container.innerHTML;
}

/** True when the sanitized HTML has visible text (so an empty section can be left out). */
export function hasRichText(html: string | null | undefined): boolean {
  if (!html) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;
}
