import { describe, expect, it } from 'vitest';
import { MULTI_SEND_LIMIT } from '../couples/shortlist-page.ts';
import { INQUIRY_MESSAGES } from './inquiry.ts';
import { INQUIRY_BATCH_MESSAGES, budgetFor, inquiryBatchSchema, submitInquiryBatchRoute } from './inquiry-batch-api.ts';

/** Issue 39 §3 and §6: one form, one message to several vendors; the single inquiry's fields and messages. */

const NOW = new Date('2026-11-25T15:00:00.000Z');
const now = () => NOW;

const valid = (over: Record<string, unknown> = {}) => ({
  name: ' Avery Brooks ',
  email: 'Avery@Example.com',
  phone: '(864) 555-0142',
  weddingDate: '2027-06-12',
  guestCount: '140',
  budgets: { venues: '6000-10000', photographers: '3500-5000' },
  message: 'We love your work and would like to hear about your packages.',
  website: '',
  formToken: 'token-from-the-server',
  vendorIds: ['vendor_a', 'vendor_b', 'vendor_c'],
  ...over,
});

const fieldErrors = (input: unknown) => {
  const r = inquiryBatchSchema(now).safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the multi-send form schema', () => {
  it('takes the single form’s fields as the single form does, a budget per category and the vendors', () => {
    expect(inquiryBatchSchema(now).parse(valid())).toEqual({
      name: 'Avery Brooks',
      email: 'avery@example.com',
      phone: '(864) 555-0142',
      weddingDate: '2027-06-12',
      dateUndecided: false,
      guestCount: 140,
      budgets: { venues: '6000-10000', photographers: '3500-5000' },
      message: 'We love your work and would like to hear about your packages.',
      website: '',
      formToken: 'token-from-the-server',
      vendorIds: ['vendor_a', 'vendor_b', 'vendor_c'],
      // Without an origin, from the shortlist (its inbox mark).
      origin: 'shortlist',
    });
  });

  it("takes 'similar' for 'Also ask similar vendors' and refuses another origin", () => {
    expect(inquiryBatchSchema(now).parse(valid({ origin: 'similar' })).origin).toBe('similar');
    expect(fieldErrors(valid({ origin: 'elsewhere' }))).toEqual({ origin: 'Unknown origin' });
  });

  it('lists every problem with the single inquiry’s messages', () => {
    expect(fieldErrors(valid({ name: ' ', phone: '12', weddingDate: '', guestCount: 0, message: 'Too short' }))).toEqual({
      name: INQUIRY_MESSAGES.name,
      phone: INQUIRY_MESSAGES.phone,
      weddingDate: INQUIRY_MESSAGES.dateRequired,
      guestCount: INQUIRY_MESSAGES.guestsInvalid,
      message: INQUIRY_MESSAGES.messageTooShort,
    });
    expect(fieldErrors(valid({ weddingDate: '', dateUndecided: true }))).toEqual({});
    expect(fieldErrors(valid({ weddingDate: '2020-01-01' }))).toEqual({ weddingDate: INQUIRY_MESSAGES.datePast });
  });

  it('takes each category’s budget only from that category’s ranges', () => {
    // '6000-10000' is a venue range, not a photographer's.
    expect(fieldErrors(valid({ budgets: { venues: '6000-10000', photographers: '6000-10000' } }))).toEqual({ 'budgets.photographers': INQUIRY_MESSAGES.budget });
    expect(fieldErrors(valid({ budgets: { venues: '' } }))).toEqual({ 'budgets.venues': INQUIRY_MESSAGES.budget });
    expect(Object.keys(fieldErrors(valid({ budgets: { castles: 'under-1000' } })))).toEqual([expect.stringMatching(/^budgets/)]);
    expect(fieldErrors(valid({ budgets: undefined }))).toEqual({ budgets: INQUIRY_MESSAGES.budget });
  });

  it(`takes 1 to ${MULTI_SEND_LIMIT} vendors, none twice`, () => {
    expect(fieldErrors(valid({ vendorIds: ['vendor_a'] }))).toEqual({});
    expect(fieldErrors(valid({ vendorIds: [] }))).toEqual({ vendorIds: INQUIRY_BATCH_MESSAGES.noVendors });
    expect(fieldErrors(valid({ vendorIds: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toEqual({ vendorIds: INQUIRY_BATCH_MESSAGES.tooManyVendors });
    expect(fieldErrors(valid({ vendorIds: ['vendor_a', 'vendor_b', 'vendor_a'] }))).toEqual({ vendorIds: INQUIRY_BATCH_MESSAGES.repeatedVendor });
    expect(INQUIRY_BATCH_MESSAGES.tooManyVendors).toBe('You can message up to 5 vendors at once.');
  });

  it('is the API route’s body, and a vendor’s budget is its category’s', () => {
    expect(submitInquiryBatchRoute).toMatchObject({ method: 'POST', path: '/inquiries/batch', status: 201 });
    const input = inquiryBatchSchema(now).parse(valid());
    expect(budgetFor(input, 'photographers')).toBe('3500-5000');
    expect(budgetFor(input, 'florists')).toBeNull();
  });
});
