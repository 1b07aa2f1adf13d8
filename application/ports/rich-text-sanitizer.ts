/**
 * Cleans vendor-supplied rich text (description, pricing notes, SEO filter content) before it is stored,
 * keeping only the allow-list of SPEC.md §5 "Rich text" (domain/listings/rich-text.ts). The browser
 * sanitizes again when rendering; this is the server's half of that defence (DESIGN.md §5).
 */
export interface RichTextSanitizer {
  /**
   * Returns `html` with every tag, attribute and link scheme outside the allow-list removed; every kept
   * link opens in a new tab with rel="noopener noreferrer". Returns '' when nothing visible is left
   * (an empty editor's '<p><br></p>'), so an empty field stores nothing.
   */
  sanitize(html: string): string;
}
