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

/**
 * What no single-line field takes: C0 controls (tab, line feed, carriage return…), DEL, C1 controls (next
 * line…) and the Unicode line and paragraph separators. A line break in a name reaches an email's subject
 * and splits a console line in two (header injection, log forging).
 */
// eslint-disable-next-line no-control-regex -- the control characters are the point
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** What a multi-line field refuses: the same, less tab, line feed and carriage return and the Unicode breaks. */
// eslint-disable-next-line no-control-regex -- the control characters are the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const isOneLine = (v: string): boolean => !NOT_ONE_LINE.test(v);
export const hasNoControlCharacters = (v: string): boolean => !CONTROL_IN_TEXT.test(v);
export const oneLineMessage = (label: string) => `${label} cannot contain line breaks or control characters`;
export const controlCharactersMessage = (label: string) => `${label} cannot contain control characters`;

/**
 * A single-line text field: `schema` (usually requiredText or optionalText) that also refuses line breaks
 * and control characters, with '{label} cannot contain line breaks or control characters'. An absent
 * value is the schema's to judge.
 */
export const oneLine = <S extends z.ZodType>(label: string, schema: S): S => schema.refine((v) => typeof v !== 'string' || isOneLine(v), oneLineMessage(label));

/** A multi-line text field: keeps line feeds, carriage returns and tabs, refuses any other control character. */
export const multiLine = <S extends z.ZodType>(label: string, schema: S): S =>
  schema.refine((v) => typeof v !== 'string' || hasNoControlCharacters(v), controlCharactersMessage(label));

/**
 * Text made safe for one header or console line whatever reached it (rows stored before the forms refused
 * line breaks): every run of line breaks and control characters becomes one space.
 */
export const toOneLine = (v: string): string => v.replace(new RegExp(`[ ]*${NOT_ONE_LINE.source}+[ ]*`, 'g'), ' ').trim();

/** The simple address pattern of SPEC.md §5: something@something.something, no spaces or control characters. */
// eslint-disable-next-line no-control-regex -- the control characters are the point
export const EMAIL_PATTERN = /^[^\s@\u0000-\u001f\u007f-\u009f]+@[^\s@\u0000-\u001f\u007f-\u009f]+\.[^\s@\u0000-\u001f\u007f-\u009f]+$/;

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
