import { z } from 'zod';

/** Shared field rules: trimmed required text with the spec's message, sizes capped, email checked. */
export const requiredText = (message: string, max: number, tooLong?: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string(message)
      .min(1, message)
      .max(max, tooLong ?? `Must be at most ${max} characters`),
  );

export const optionalText = (max: number, tooLong?: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
    z.string().max(max, tooLong ?? `Must be at most ${max} characters`).optional(),
  );

/** The simple address pattern of SPEC.md §5: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The longest email we take: what the email columns hold (191, the utf8mb4 index limit of MySQL). RFC 5321
 * allows 254, but a 192-character address made MySQL refuse the row with a 500 instead of a 400.
 */
export const EMAIL_MAX_LENGTH = 191;

export const emailField = (required = 'Email is required', invalid = 'Please enter a valid email address') =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string(required).min(1, required).max(EMAIL_MAX_LENGTH, invalid).regex(EMAIL_PATTERN, invalid),
  );

/** A website address we link to: an absolute http(s) URL (no `javascript:`, `data:` or relative href). */
export const isHttpUrl = (v: string): boolean => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

export const WEBSITE_MESSAGE = 'Please enter a valid website address (starting with http:// or https://)';
