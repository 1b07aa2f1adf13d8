/**
 * The one HTML escape of the server-drawn markup (first view, SEO head, emails, dev mailbox, sitemaps,
 * rich text from plain text). The five characters that can end a text or an attribute value are replaced
 * by entities; the same five are valid in XML, so sitemaps use it too.
 */
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const SPECIAL = /[&<>"']/g;

/** Text or an attribute value (quoted with " or ') as HTML or XML. */
export const escapeHtml = (text: string): string => text.replace(SPECIAL, (c) => ENTITIES[c] ?? c);

/**
 * JSON inside a `<script>` element (JSON-LD): not HTML-escaped (entities are not decoded there) but with
 * `<`, `>` and `&` as JSON escapes, so no `</script>` or `<!--` can close or confuse the element.
 */
export const jsonForScript = (value: object): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
