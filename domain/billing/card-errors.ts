/**
 * A card the processor refused, told in SPEC.md §5's words on the field the person can fix. Stripe's error
 * `code` (and `decline_code`) names the cause; the local test processor raises the same codes.
 */
import { DomainError } from '../shared/domain-error.ts';
import { CARD_DECLINED_MESSAGE } from './billing.ts';

export type CardField = 'creditCard.cardNumber' | 'creditCard.expiryDate' | 'creditCard.cvv' | 'creditCard';

const NUMBER = 'Please enter a valid 15 or 16-digit card number';
const CVV = 'Please enter a valid 3 or 4-digit CVV';

/** Stripe error codes (https://docs.stripe.com/error-codes) → the field and the message a person reads. */
const BY_CODE: Record<string, { field: CardField; message: string }> = {
  incorrect_number: { field: 'creditCard.cardNumber', message: NUMBER },
  invalid_number: { field: 'creditCard.cardNumber', message: NUMBER },
  incomplete_number: { field: 'creditCard.cardNumber', message: NUMBER },
  invalid_cvc: { field: 'creditCard.cvv', message: CVV },
  incorrect_cvc: { field: 'creditCard.cvv', message: CVV },
  incomplete_cvc: { field: 'creditCard.cvv', message: CVV },
  incomplete_expiry: { field: 'creditCard.expiryDate', message: 'Expiry date is required' },
  invalid_expiry_month: { field: 'creditCard.expiryDate', message: 'Please enter the expiry date as MM/YY' },
  invalid_expiry_year: { field: 'creditCard.expiryDate', message: 'Please enter the expiry date as MM/YY' },
  invalid_expiry_year_past: { field: 'creditCard.expiryDate', message: 'This card has expired' },
  expired_card: { field: 'creditCard.expiryDate', message: 'This card has expired' },
};

/** The field and message for a processor's card error code; anything else is a plain decline. */
export const cardErrorFor = (code: string | null | undefined): { field: CardField; message: string } =>
  (code ? BY_CODE[code] : undefined) ?? { field: 'creditCard', message: CARD_DECLINED_MESSAGE };

/** A card the processor refused: a 400 with the field's message; nothing is stored. */
export class CardRejectedError extends DomainError {
  constructor(readonly processorCode: string | null) {
    const { field, message } = cardErrorFor(processorCode);
    super('VALIDATION_FAILED', message, { [field]: message });
  }
}
