/**
 * `@uwd/ui/format`: small formatting helpers more than one remote uses. A sub-path of its own, kept out of the
 * shared `@uwd/ui` index, so each remote bundles only the helpers its pages use, in the chunks that use them.
 */

/** SPEC §9: '$' plus the number, otherwise 'Contact for pricing'. */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return 'Contact for pricing';
  return `$${price.toLocaleString('en-US')}`;
}

/** A website as the API stores it, made absolute and safe to link (http/https only), else null. */
export function externalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** '(864) 555-0104' → 'tel:+18645550104' (NANP) or the digits as given. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (/^\d{10}$/.test(digits)) return `tel:+1${digits}`;
  if (/^1\d{10}$/.test(digits)) return `tel:+${digits}`;
  return `tel:${digits}`;
}
