import type { VendorDetail, VendorImageDto, VendorPriceRange } from '@uwd/api-client';

const PRICE_RANGE_LABELS: Record<Exclude<VendorPriceRange, 'not-specified'>, { symbol: string; label: string }> = {
  budget: { symbol: '$', label: 'Budget' },
  moderate: { symbol: '$$', label: 'Moderate' },
  premium: { symbol: '$$$', label: 'Premium' },
  luxury: { symbol: '$$$$', label: 'Luxury' },
};

/** 'premium' → { symbol: '$$$', label: 'Premium' }; null when not specified. */
export function priceRangeOf(range: VendorPriceRange | null | undefined): { symbol: string; label: string } | null {
  if (!range || range === 'not-specified') return null;
  return PRICE_RANGE_LABELS[range] ?? null;
}

/** 'fine_art' → 'Fine Art'; text that already reads well is kept. */
export function humanize(value: string): string {
  const text = value.trim();
  if (!/[_-]/.test(text) && /[A-Z\s]/.test(text)) return text;
  return text
    .split(/[_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The style attribute arrives as text or a list. */
export function formatStyle(style: string | string[] | null | undefined): string | null {
  if (!style) return null;
  const parts = (Array.isArray(style) ? style : [style]).map((s) => s.trim()).filter(Boolean);
  return parts.length ? parts.map(humanize).join(', ') : null;
}

export function yearsInBusiness(yearEstablished: number, now = new Date()): number {
  return Math.max(0, now.getFullYear() - yearEstablished);
}

/** 'https://www.example.com/path' → 'example.com'. */
export function displayHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** 'Spartanburg' + 'Spartanburg County' → 'Spartanburg County'; 'Greenville' → 'Greenville County'. */
export function countyLabel(county: string | null | undefined): string | null {
  if (!county) return null;
  return /county$/i.test(county.trim()) ? county.trim() : `${county.trim()} County`;
}

/** The gallery order: the primary image first, then the rest as the API ordered them. */
export function galleryOrder(images: readonly VendorImageDto[]): VendorImageDto[] {
  const primary = images.find((i) => i.isPrimary) ?? images[0];
  if (!primary) return [];
  return [primary, ...images.filter((i) => i !== primary)];
}

export function imageAlt(image: VendorImageDto, vendor: Pick<VendorDetail, 'name'>, index: number): string {
  return image.altText?.trim() || image.caption?.trim() || `${vendor.name}, photo ${index + 1}`;
}

/** 'YYYY-MM-DD' → 'June 2026'. */
export function formatMonthYear(date: string | null | undefined): string | null {
  if (!date) return null;
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return null;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return d.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
