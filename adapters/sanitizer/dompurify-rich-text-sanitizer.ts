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
import { enforceLinkAttributes, RICH_TEXT_PURIFY_CONFIG } from '../../domain/listings/rich-text-policy.ts';
import { withinMarkupBudget } from '../../domain/listings/rich-text.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';

/** The shared policy; RETURN_DOM gives the sanitized <body>: its text decides "empty", its innerHTML is the result. */
const CONFIG = { ...RICH_TEXT_PURIFY_CONFIG, RETURN_DOM: true } satisfies Config;

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

/**
 * The backstop behind the forms' markup budget (domain/listings/rich-text.ts): parsing and purifying cost
 * grows with the square of nesting and of removed elements, and deep nesting overflows the stack, so
 * input far beyond anything an editor makes is refused here even if a caller skipped validation.
 */
const BACKSTOP = { tags: 5000, attributes: 5000, nesting: 64 };

/** Passes until the output is stable; two suffice for every input seen, the rest is a margin. */
const MAX_PASSES = 4;

const once = (html: string): string => {
  if (!html || html.trim() === '') return '';
  // With RETURN_DOM, DOMPurify returns its <body> (typed as a plain Node).
  const body = getPurifier().sanitize(html, CONFIG) as Element | null;
  // Nothing visible left ('<p><br></p>', '<p>&nbsp;</p>', whitespace): store nothing. trim() also takes U+00A0.
  if (!body || (body.textContent ?? '').trim() === '') return '';
  return body.innerHTML.trim();
};

/**
 * The results of the texts sanitized last, by their exact input: a landing page draws its stored About text
 * through the sanitizer on every request (the browser's second pass, done on the server for the first
 * view), and DOMPurify's parse was a sixth of that page's CPU. A pure function's answers, bounded in count
 * and size, in this adapter alone.
 */
const REMEMBERED = { texts: 200, maxLength: 20_000 };

export class DomPurifyRichTextSanitizer implements RichTextSanitizer {
  private readonly remembered = new Map<string, string>();

  sanitize(html: string): string {
    const known = this.remembered.get(html);
    if (known !== undefined) return known;
    const clean = this.purify(html);
    if (html.length <= REMEMBERED.maxLength) {
      if (this.remembered.size >= REMEMBERED.texts) this.remembered.delete(this.remembered.keys().next().value!);
      this.remembered.set(html, clean);
    }
    return clean;
  }

  private purify(html: string): string {
    if (!withinMarkupBudget(html ?? '', BACKSTOP)) throw new DomainError('VALIDATION_FAILED', 'This text has too much formatting.');
    // One pass can leave nesting the HTML parser would not build (<h2> in <h2>, <a> in <a>, <p> in <p>,
    // once an <object>, <table> or <div> between them is unwrapped), so a browser's re-parse would differ
    // from what was stored. Purify the output again until it no longer changes: what is stored is exactly
    // what a second sanitize — or a browser — reads back.
    let out = once(html);
    // Given back unchanged, the text is its own fixpoint (once is deterministic): a stored text, which a
    // landing page draws again on every request, costs one pass.
    if (out === html) return out;
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const again = once(out);
      if (again === out) return out;
      out = again;
    }
    return out;
  }
}
