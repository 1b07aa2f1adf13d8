/**
 * The server half of the rich-text defence (DESIGN.md §5): DOMPurify over a jsdom window, never happy-dom
 * (DESIGN.md §9: under happy-dom DOMPurify kept `<img onerror>`).
 *
 * Only SPEC.md §5's allow-list survives (domain/listings/rich-text.ts): p, br, strong, em, u, h2, h3, ul, ol,
 * li, a, blockquote with href, target and rel. A link keeps its href only for http(s), mailto and tel, and
 * every link that keeps one opens in a new tab with rel="noopener noreferrer", whatever the input said.
 * Disallowed tags are unwrapped (their text stays), except script, style, svg, math, iframe, noscript,
 * template … whose content DOMPurify drops with them (its FORBID_CONTENTS defaults).
 *
 * The jsdom window and the DOMPurify instance are made once per process, on first use, and the hook is
 * registered on that private instance only, so it never leaks into another DOMPurify user.
 */
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import type { RichTextSanitizer } from '../../application/ports/rich-text-sanitizer.ts';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_ALLOWED_URI,
} from '../../domain/listings/rich-text.ts';

/** DOMPurify settings. RETURN_DOM gives the sanitized <body>: its text decides "empty", its innerHTML is the result. */
const CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
  // Tested by DOMPurify against the value with whitespace and control characters removed, so
  // "jav&#x09;ascript:" and " javascript:" fail it too.
  ALLOWED_URI_REGEXP: RICH_TEXT_ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_TEMPLATES: false,
  WHOLE_DOCUMENT: false,
  KEEP_CONTENT: true,
  RETURN_DOM: true,
  RETURN_DOM_FRAGMENT: false,
  RETURN_TRUSTED_TYPE: false,
} satisfies Config;

const ELEMENT_NODE = 1;

/** Sets the link attributes on every kept element (DOMPurify calls it once per element, after its checks). */
function enforceLinkAttributes(node: Element): void {
  if (node.nodeType !== ELEMENT_NODE) return;
  // Whatever the input said (DOMPurify keeps an empty rel=""), and removed first so that the output has
  // one attribute order: href, target, rel.
  node.removeAttribute('target');
  node.removeAttribute('rel');
  // target and rel mean nothing on other elements, nor on a link that lost its href (it keeps its text).
  if (node.nodeName.toLowerCase() !== 'a') return;
  const href = node.getAttribute('href');
  // DOMPurify lets an empty href through (it is not a scheme); a link to nowhere is not kept either.
  if (href !== null && href.trim() === '') node.removeAttribute('href');
  if (!node.hasAttribute('href')) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
}

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const { window } = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>');
  const instance = createDOMPurify(window as unknown as WindowLike);
  if (!instance.isSupported) throw new Error('DOMPurify is not supported by this jsdom window');
  instance.addHook('afterSanitizeAttributes', enforceLinkAttributes);
  purifier = instance;
  return instance;
}

export class DomPurifyRichTextSanitizer implements RichTextSanitizer {
  sanitize(html: string): string {
    if (!html || html.trim() === '') return '';
    // With RETURN_DOM, DOMPurify returns its <body> (typed as a plain Node).
    const body = getPurifier().sanitize(html, CONFIG) as Element;
    // Nothing visible left ('<p><br></p>', '<p>&nbsp;</p>', whitespace): store nothing. trim() also takes U+00A0.
    if ((body.textContent ?? '').trim() === '') return '';
    return body.innerHTML.trim();
  }
}
