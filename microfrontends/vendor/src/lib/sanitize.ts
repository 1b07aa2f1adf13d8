/**
 * Browser-side rich-text sanitizer (SPEC §5 "Rich text", DESIGN §5).
 *
 * Every HTML string the API returns (vendor description, pricing notes, SEO filter content) goes through
 * `sanitizeRichText` before it reaches `dangerouslySetInnerHTML`. Only the allow-list of
 * `@domain/listings/rich-text` survives; links open in a new tab with `rel="noopener noreferrer"`, and only
 * http(s), mailto and tel links keep their href.
 *
 * A copy of public/src/lib/sanitize.ts (remotes share no code but packages/, and DOMPurify must not become
 * a shared singleton): keep the two in step. It ships in the dashboard chunk only.
 */
import DOMPurify, { type Config } from 'dompurify';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_ALLOWED_URI,
} from '@domain/listings/rich-text';

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: RICH_TEXT_ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_TEMPLATES: false,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
  RETURN_TRUSTED_TYPE: false,
};

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | null = null;

/** A private DOMPurify instance, so our hook never affects another user of the library. */
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', (node) => {
    const element = node as { nodeName?: string; hasAttribute?: (n: string) => boolean; setAttribute?: (n: string, v: string) => void; removeAttribute?: (n: string) => void };
    if (!element.setAttribute || !element.removeAttribute) return;
    if (element.nodeName?.toLowerCase() === 'a') {
      if (element.hasAttribute?.('href')) {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer');
      } else {
        // A link whose href was dropped (javascript:, data:, relative …) keeps its text only.
        element.removeAttribute('target');
        element.removeAttribute('rel');
      }
    } else {
      // target and rel mean nothing outside links.
      element.removeAttribute('target');
      element.removeAttribute('rel');
    }
  });
  purifier = instance;
  return purifier;
}

/** Returns `html` with everything outside the rich-text allow-list removed. Safe for innerHTML. */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  const instance = getPurifier();
  // Without a DOM there is no safe way to keep markup: render nothing rather than raw HTML.
  if (!instance) return '';
  return String(instance.sanitize(html, CONFIG));
}

/** True when the sanitized HTML has visible text (so an empty section can be left out). */
export function hasRichText(html: string | null | undefined): boolean {
  if (!html) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;
}
