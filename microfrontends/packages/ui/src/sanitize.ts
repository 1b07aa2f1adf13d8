/**
 * Browser-side rich-text sanitizer (SPEC §5 "Rich text", DESIGN §5).
 *
 * Every HTML string the API returns (vendor description, pricing notes, SEO filter content) goes through
 * `sanitizeRichText` before it reaches `dangerouslySetInnerHTML`. Only the allow-list of
 * `@domain/listings/rich-text` survives; links open in a new tab with `rel="noopener noreferrer"`, and only
 * http(s), mailto and tel links keep their href.
 *
 * One module for every remote (`@uwd/ui/sanitize`); the policy itself is one module in domain/. A sub-path
 * import is not a federation share, so DOMPurify is bundled into the lazy chunks of the pages that render
 * rich text (vendor detail, filter landing pages, the dashboard) and never into the shared `@uwd/ui`.
 */
import DOMPurify, { type Config } from 'dompurify';
import { enforceLinkAttributes, RICH_TEXT_PURIFY_CONFIG } from '@domain/listings/rich-text-policy';

/** The policy shared with the server sanitizer and the other remote (domain/listings/rich-text-policy.ts). */
const CONFIG: Config = { ...RICH_TEXT_PURIFY_CONFIG, RETURN_DOM: false };

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | null = null;

/** A private DOMPurify instance, so our hook never affects another user of the library. */
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', enforceLinkAttributes);
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

/** Also here for the pages that sanitize at once (the vendor dashboard); `@uwd/ui/rich-text-content` alone has no DOMPurify. */
export { hasRichText } from './rich-text-content';
