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

/** '1 review', '3 reviews'. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
