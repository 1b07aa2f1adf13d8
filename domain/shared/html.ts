/**
 * The one HTML escape of the server-drawn markup (first view, SEO head, emails, dev mailbox, sitemaps,
 * rich text from plain text). The five characters that can end a text or an attribute value are replaced
 * by entities; the same five are valid in XML, so sitemaps use it too.
 */
const SPECIAL = /[&<>"']/;

/**
 * Text or an attribute value (quoted with " or ') as HTML or XML. Most texts have none of the five: they
 * are returned as they are after one scan; from the first special character on the rest is copied in
 * slices (a page of the first view escapes some fifty texts).
 */
export const escapeHtml = (text: string): string => {
  const first = SPECIAL.exec(text);
  if (first === null) return text;
  let out = text.slice(0, first.index);
  let from = first.index;
  for (let i = first.index; i < text.length; i++) {
    let entity: string;
    switch (text.charCodeAt(i)) {
      case 38: // &
        entity = '&amp;';
        break;
      case 60: // <
        entity = '&lt;';
        break;
      case 62: // >
        entity = '&gt;';
        break;
      case 34: // "
        entity = '&quot;';
        break;
      case 39: // '
        entity = '&#39;';
        break;
      default:
        continue;
    }
    if (from !== i) out += text.slice(from, i);
    out += entity;
    from = i + 1;
  }
  return from < text.length ? out + text.slice(from) : out;
};

const SCRIPT_SPECIAL = /[<>&]/;
const SCRIPT_SPECIALS = /[<>&]/g;
const SCRIPT_ESCAPES: Readonly<Record<string, string>> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };

/**
 * JSON inside a `<script>` element (JSON-LD): not HTML-escaped (entities are not decoded there) but with
 * `<`, `>` and `&` as JSON escapes, so no `</script>` or `<!--` can close or confuse the element.
 */
export const jsonForScript = (value: object): string => {
  const json = JSON.stringify(value);
  return SCRIPT_SPECIAL.test(json) ? json.replace(SCRIPT_SPECIALS, (c) => SCRIPT_ESCAPES[c] ?? c) : json;
};
