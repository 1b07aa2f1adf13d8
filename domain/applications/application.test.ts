import { describe, expect, it } from 'vitest';
import { summarizeCard, cardBrand } from '../payments/card.ts';
import { applicationSchema, planFromQuery } from './application.ts';

const now = () => new Date('2026-11-21T12:00:00Z');
const valid = {
  businessName: 'Magnolia Barn',
  category: 'cat_venues',
  ownerName: 'Ann Lee',
  email: 'ann@magnolia.example',
  phone: '864-555-0100',
  location: { city: 'Travelers Rest', county: 'Greenville' },
};
const card = { cardholderName: 'Ann Lee', cardNumber: '4242 4242 4242 4242', expiryDate: '12/28', cvv: '123' };
const firstMessages = (input: unknown) => {
  const r = applicationSchema(now).safeParse(input);
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('applicationSchema', () => {
  it('accepts a free application with defaults: state SC, not licensed, no card', () => {
    const r = applicationSchema(now).parse(valid);
    expect(r).toMatchObject({ subscriptionTier: 'free', location: { state: 'SC' }, isLicensed: false, isInsured: false, creditCard: null, yearsInBusiness: null });
  });

  it('gives the spec message for every required field, trimmed', () => {
    expect(firstMessages({ businessName: '  ', email: '', location: {} })).toEqual({
      businessName: 'Business name is required',
      category: 'Category is required',
      ownerName: 'Owner name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      'location.city': 'City is required',
      'location.county': 'County is required',
    });
    expect(firstMessages({ ...valid, email: 'ann@nowhere' }).email).toBe('Please enter a valid email address');
  });

  it('keeps emails and social handles within what their columns hold (191 and 255 characters)', () => {
    const email = (n: number) => `${'a'.repeat(n - '@magnolia.example'.length)}@magnolia.example`;
    expect(firstMessages({ ...valid, email: email(191) }).email).toBeUndefined();
    expect(firstMessages({ ...valid, email: email(192) }).email).toBe('Please enter a valid email address');
    expect(firstMessages({ ...valid, socialMedia: { instagram: 'x'.repeat(255) } })['socialMedia.instagram']).toBeUndefined();
    expect(firstMessages({ ...valid, socialMedia: { instagram: 'x'.repeat(256) } })['socialMedia.instagram']).toBe('Must be at most 255 characters');
  });

  it('requires the card for paid tiers, with the spec messages', () => {
    expect(firstMessages({ ...valid, subscriptionTier: 'featured' })).toEqual({
      'creditCard.cardholderName': 'Cardholder name is required',
      'creditCard.cardNumber': 'Card number is required',
      'creditCard.expiryDate': 'Expiry date is required',
      'creditCard.cvv': 'CVV is required',
    });
    expect(firstMessages({ ...valid, subscriptionTier: 'premier', creditCard: { ...card, cardNumber: '4242 4242', cvv: '12' } })).toEqual({
      'creditCard.cardNumber': 'Please enter a valid 15 or 16-digit card number',
      'creditCard.cvv': 'Please enter a valid 3 or 4-digit CVV',
    });
  });

  it('refuses an expiry date in the past or not as MM/YY', () => {
    expect(firstMessages({ ...valid, subscriptionTier: 'featured', creditCard: { ...card, expiryDate: '10/26' } })['creditCard.expiryDate']).toBe('This card has expired');
    expect(firstMessages({ ...valid, subscriptionTier: 'featured', creditCard: { ...card, expiryDate: '11/26' } })).toEqual({});
    expect(firstMessages({ ...valid, subscriptionTier: 'featured', creditCard: { ...card, expiryDate: '13/29' } })['creditCard.expiryDate']).toBe(
      'Please enter the expiry date as MM/YY',
    );
  });

  it('ignores a card on a free application', () => {
    expect(applicationSchema(now).parse({ ...valid, creditCard: card }).creditCard).toBeNull();
  });

  it('keeps numbers at 0 or more and empty numbers as null', () => {
    expect(applicationSchema(now).parse({ ...valid, yearsInBusiness: '', startingPrice: 1500 }).startingPrice).toBe(1500);
    expect(firstMessages({ ...valid, startingPrice: -5 }).startingPrice).toMatch(/0 or more/);
  });

  it('takes the plan from the query, else free', () => {
    expect(planFromQuery('premier')).toBe('premier');
    expect(planFromQuery('gold')).toBe('free');
    expect(planFromQuery(null)).toBe('free');
  });
});

describe('card summary', () => {
  it('keeps brand, last 4, expiry and cardholder only', () => {
    expect(summarizeCard(card)).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028, cardholderName: 'Ann Lee' });
  });
  it('recognises the common brands', () => {
    expect([cardBrand('5555555555554444'), cardBrand('378282246310005'), cardBrand('6011111111111117'), cardBrand('9999')]).toEqual(['mastercard', 'amex', 'discover', 'card']);
  });
});
