/** Formatting and error helpers shared by the moderation screens (dashboard, applications, reviews, messages). */
import { isApiError } from '@uwd/api-client';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateOnlyFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const parse = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'Mar 4, 2025'. A calendar date ('2025-03-04', e.g. a wedding date) is shown as that day in every time zone. */
export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  if (!date || !value) return '—';
  return (DATE_ONLY.test(value) ? dateOnlyFormat : dateFormat).format(date);
}

/** 'Mar 4, 2025, 3:07 PM' (local time). */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : '—';
}

/** The machine-readable value for a <time dateTime>. */
export const isoOf = (value: string | null | undefined): string | undefined => parse(value)?.toISOString();

/** SPEC §9: '$' plus the number, otherwise 'Contact for pricing'. */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return 'Contact for pricing';
  return `$${price.toLocaleString('en-US')}`;
}

/** 'not-specified' and 'fine_art' → 'Not Specified', 'Fine Art'. */
export function humanize(value: string): string {
  return value
    .split(/[_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export type TierKey = 'free' | 'featured' | 'premier';

/** The plans by the names the site uses for them (SPEC §9). */
export const TIER_LABELS: Record<TierKey, string> = { free: 'Free Standard', featured: 'Featured', premier: 'Premier Partner' };

/** 'visa' → 'Visa'; 'amex' → 'Amex'. */
export const brandLabel = (brand: string): string => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');

/** 'Visa •••• 4242' (the screen reader hears 'ending in'). */
export const cardSummary = (card: { brand: string; last4: string }): string => `${brandLabel(card.brand)} •••• ${card.last4}`;

/** The server's own message for a failed call (e.g. a 409 explaining why), else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const message = error.apiError?.message;
    if (message && error.status < 500) return message;
  }
  return fallback;
}

/** True for a fetch that was cancelled because the screen moved on (not an error to show). */
export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** A website as stored, made absolute and safe to link (http/https only), else null. */
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

/** '1 review', '3 reviews'. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
