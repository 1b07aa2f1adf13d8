import { z } from 'zod';
import { oneLine } from '../shared/text-fields.ts';

/** What we keep of a card (PCI DSS 3.3): never the number or the CVV. */
export interface CardSummary {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  cardholderName: string;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'card';

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export const cardBrand = (number: string): CardBrand => {
  const n = digitsOnly(number);
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d{2}|7[01]\d|720))/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  return 'card';
};

/** "MM/YY" → month and four-digit year, or null. */
export const parseExpiry = (value: string): { month: number; year: number } | null => {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(m[2]) };
};

/** A card is valid through the last day of its expiry month. */
export const isExpired = (exp: { month: number; year: number }, now: Date) =>
  exp.year < now.getUTCFullYear() || (exp.year === now.getUTCFullYear() && exp.month < now.getUTCMonth() + 1);

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const required = (message: string, max: number) => z.preprocess(trimmed, z.string(message).min(1, message).max(max, message));

/**
 * Card fields of the apply and upgrade forms (SPEC.md §5). `checkExpiry` adds the MM/YY format and
 * not-in-the-past rule (the apply form; the spec's upgrade form checks presence only).
 */
export const cardSchema = (now: () => Date, checkExpiry = true) =>
  z
    .object({
      cardholderName: oneLine('Cardholder name', required('Cardholder name is required', 100)),
      cardNumber: z
        .preprocess(trimmed, z.string('Card number is required').min(1, 'Card number is required').max(19, 'Please enter a valid 15 or 16-digit card number'))
        .refine((v) => /^\d{15,16}$/.test(digitsOnly(v)), 'Please enter a valid 15 or 16-digit card number'),
      expiryDate: oneLine('Expiry date', z.preprocess(trimmed, z.string('Expiry date is required').min(1, 'Expiry date is required').max(7, 'Please enter the expiry date as MM/YY'))),
      cvv: z
        .preprocess(trimmed, z.string('CVV is required').min(1, 'CVV is required').max(4, 'Please enter a valid 3 or 4-digit CVV'))
        .refine((v) => /^\d{3,4}$/.test(v), 'Please enter a valid 3 or 4-digit CVV'),
    })
    .superRefine((card, ctx) => {
      if (!checkExpiry || !card.expiryDate) return;
      const exp = parseExpiry(card.expiryDate);
      if (!exp) ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'Please enter the expiry date as MM/YY' });
      else if (isExpired(exp, now())) ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'This card has expired' });
    });

export type CardInput = z.output<ReturnType<typeof cardSchema>>;

/** The summary of a validated card; the number and CVV stop here. */
export const summarizeCard = (card: CardInput): CardSummary => {
  const exp = parseExpiry(card.expiryDate) ?? { month: 0, year: 0 };
  return { brand: cardBrand(card.cardNumber), last4: digitsOnly(card.cardNumber).slice(-4), expMonth: exp.month, expYear: exp.year, cardholderName: card.cardholderName };
};
