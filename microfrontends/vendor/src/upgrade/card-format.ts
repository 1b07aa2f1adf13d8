/** Card fields as typed (the same behaviour as the apply form's payment block). */
import type { ChangeEvent } from 'react';

/** Digits in groups (4-6-5 for American Express, else fours), at most 19 characters. */
export const formatCardNumber = (raw: string): string => {
  const digits = raw.replace(/\D/g, '').slice(0, 16);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return (digits.match(/.{1,4}/g) ?? []).join(' ');
};

/** MM/YY, the slash added after the month. */
export const formatExpiry = (raw: string): string => {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** Reformat only while typing at the end, so editing in the middle keeps the caret where it is. */
export const typed = (event: ChangeEvent<HTMLInputElement>, format: (raw: string) => string, allowed: RegExp): string => {
  const { value, selectionStart } = event.target;
  return selectionStart === null || selectionStart >= value.length ? format(value) : value.replace(allowed, '');
};

/** 2900 → '$29'. */
export const dollars = (cents: number): string => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
