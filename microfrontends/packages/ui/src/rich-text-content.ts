/**
 * Whether stored rich text has anything to show, without the sanitizer (`@uwd/ui/sanitize`, DOMPurify):
 * a page decides to draw a section (or its fallback line) at once, and loads the sanitizer only when the
 * section's HTML is about to be shown (public/src/components/RichText.tsx, docs/adr/0025-*).
 */

/** True when the HTML has visible text (so an empty section can be left out). */
export function hasRichText(html: string | null | undefined): boolean {
  if (!html) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;
}
