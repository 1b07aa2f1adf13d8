import { describe, expect, it } from 'vitest';
import {
  ALL_BUDGET_CODES,
  BUDGET_RANGES,
  budgetFieldError,
  budgetLabel,
  canVendorSetStatus,
  closeInquirySchema,
  INQUIRY_MESSAGES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  inquiryReplySchema,
  inquirySchema,
  savedReplySchema,
  statusAfterVendorReply,
} from './inquiry.ts';
import { CATEGORY_SLUGS, type CategorySlug } from '../categories/category.ts';

const NOW = new Date('2026-11-25T15:00:00.000Z');
const now = () => NOW;

const valid = (over: Record<string, unknown> = {}) => ({
  name: '  Avery Brooks ',
  email: ' Avery@Example.com ',
  phone: '(864) 555-0142',
  weddingDate: '2027-06-12',
  guestCount: 140,
  budget: '6000-10000',
  message: 'We love the barn and would like to visit in the spring.',
  website: '',
  formToken: '1795100000000.c2lnbmVkLWJ5LXRoZS1zZXJ2ZXItbm90LWNoZWNrZWQtaGVyZQ',
  ...over,
});

/** Field → message; `null` for the category-less schema the API validates with before it loads the vendor. */
const fieldErrors = (input: unknown, category: CategorySlug | null = 'venues') => {
  const r = inquirySchema(category ?? undefined, now).safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the inquiry form schema', () => {
  it('takes a valid inquiry, trimmed, with the email lowercased', () => {
    const r = inquirySchema('venues', now).parse(valid());
    expect(r).toEqual({
      name: 'Avery Brooks',
      email: 'avery@example.com',
      phone: '(864) 555-0142',
      weddingDate: '2027-06-12',
      dateUndecided: false,
      guestCount: 140,
      budget: '6000-10000',
      message: 'We love the barn and would like to visit in the spring.',
      website: '',
      formToken: '1795100000000.c2lnbmVkLWJ5LXRoZS1zZXJ2ZXItbm90LWNoZWNrZWQtaGVyZQ',
    });
  });

  it('takes no date when the couple ticked "We haven\'t picked a date yet", and no phone', () => {
    const r = inquirySchema('venues', now).parse(valid({ weddingDate: '', dateUndecided: true, phone: '' }));
    expect(r.weddingDate).toBeNull();
    expect(r.dateUndecided).toBe(true);
    expect(r.phone).toBeNull();
  });

  it('asks for exactly one of a date and the checkbox', () => {
    expect(fieldErrors(valid({ weddingDate: undefined }))).toEqual({ weddingDate: INQUIRY_MESSAGES.dateRequired });
    expect(fieldErrors(valid({ dateUndecided: true }))).toEqual({ weddingDate: INQUIRY_MESSAGES.dateAndUndecided });
  });

  it('refuses impossible, past and far-off dates, and allows yesterday for US time zones', () => {
    expect(fieldErrors(valid({ weddingDate: '2027-02-30' }))).toEqual({ weddingDate: INQUIRY_MESSAGES.dateInvalid });
    expect(fieldErrors(valid({ weddingDate: '12/06/2027' }))).toEqual({ weddingDate: INQUIRY_MESSAGES.dateInvalid });
    expect(fieldErrors(valid({ weddingDate: '2026-11-23' }))).toEqual({ weddingDate: INQUIRY_MESSAGES.datePast });
    expect(fieldErrors(valid({ weddingDate: '2026-11-24' }))).toEqual({});
    expect(fieldErrors(valid({ weddingDate: '2031-11-25' }))).toEqual({});
    expect(fieldErrors(valid({ weddingDate: '2031-11-26' }))).toEqual({ weddingDate: INQUIRY_MESSAGES.dateTooFar });
  });

  it('lists every problem at once with the form\'s messages', () => {
    expect(fieldErrors({ dateUndecided: false, website: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      weddingDate: INQUIRY_MESSAGES.dateRequired,
      guestCount: 'Guest count is required',
      budget: 'Please choose a budget range',
      message: 'Message is required',
    });
    expect(fieldErrors(valid({ email: 'avery@', phone: 'call me', message: '  Too short.  ' }))).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      message: 'Message must be at least 20 characters',
    });
  });

  it('takes a guest count as a number input sends it, positive and whole, up to 2,000', () => {
    expect(inquirySchema('venues', now).parse(valid({ guestCount: ' 85 ' })).guestCount).toBe(85);
    expect(fieldErrors(valid({ guestCount: 0 }))).toEqual({ guestCount: INQUIRY_MESSAGES.guestsInvalid });
    expect(fieldErrors(valid({ guestCount: 12.5 }))).toEqual({ guestCount: INQUIRY_MESSAGES.guestsInvalid });
    expect(fieldErrors(valid({ guestCount: '' }))).toEqual({ guestCount: INQUIRY_MESSAGES.guestsRequired });
    expect(fieldErrors(valid({ guestCount: 2001 }))).toEqual({ guestCount: 'Guest count must be at most 2,000' });
  });

  it('takes only the budget ranges of the vendor\'s category; without a category, any known range', () => {
    expect(fieldErrors(valid({ budget: '2000-3500' }), 'venues')).toEqual({ budget: INQUIRY_MESSAGES.budget });
    expect(fieldErrors(valid({ budget: '2000-3500' }), 'photographers')).toEqual({});
    expect(fieldErrors(valid({ budget: '2000-3500' }), null)).toEqual({});
    expect(fieldErrors(valid({ budget: 'lots' }), null)).toEqual({ budget: INQUIRY_MESSAGES.budget });
    expect(budgetFieldError('venues', '2000-3500')).toEqual({ budget: INQUIRY_MESSAGES.budget });
    expect(budgetFieldError('photographers', '2000-3500')).toBeNull();
  });

  it('caps the message at 5000 characters and the name at 100', () => {
    expect(fieldErrors(valid({ message: 'x'.repeat(5001) }))).toEqual({ message: 'Message must be at most 5000 characters' });
    expect(fieldErrors(valid({ name: 'x'.repeat(101) }))).toEqual({ name: 'Must be at most 100 characters' });
  });

  it('passes a filled honeypot and a missing or unsigned form token through for the spam rules, and refuses a token that is not a short string', () => {
    const r = inquirySchema('venues', now).parse(valid({ website: 'http://spam.example', formToken: undefined }));
    expect(r.website).toBe('http://spam.example');
    expect(r.formToken).toBeNull();
    expect(inquirySchema('venues', now).parse(valid({ formToken: '' })).formToken).toBeNull();
    // The signature is the server's to check: any short string passes the schema.
    expect(inquirySchema('venues', now).parse(valid({ formToken: 'made-up' })).formToken).toBe('made-up');
    expect(fieldErrors(valid({ formToken: 1795100000000 }))).toEqual({ formToken: INQUIRY_MESSAGES.formToken });
    expect(fieldErrors(valid({ formToken: 'x'.repeat(201) }))).toEqual({ formToken: 'Please reload the page and try again' });
    // A browser's start time is no longer read.
    expect(inquirySchema('venues', now).parse(valid({ startedAt: 0 }))).not.toHaveProperty('startedAt');
  });

  it('strips unknown fields', () => {
    const r = inquirySchema('venues', now).parse(valid({ status: 'booked', vendorId: 'X' }));
    expect(r).not.toHaveProperty('status');
    expect(r).not.toHaveProperty('vendorId');
  });
});

describe('budget ranges', () => {
  it('gives every category ascending ranges, open-ended at the top, then "Not sure yet"', () => {
    for (const category of CATEGORY_SLUGS) {
      const ranges = BUDGET_RANGES[category];
      expect(ranges.at(-1)?.label).toBe('Not sure yet');
      const priced = ranges.slice(0, -1);
      expect(priced[0]?.min).toBeNull();
      expect(priced.at(-1)?.max).toBeNull();
      for (let i = 1; i < priced.length; i++) expect(priced[i]?.min).toBe(priced[i - 1]?.max);
      expect(new Set(ranges.map((r) => r.code)).size).toBe(ranges.length);
    }
    expect(ALL_BUDGET_CODES).toContain('not-sure');
  });

  it('labels ranges in dollars', () => {
    expect(BUDGET_RANGES.venues.map((r) => r.label)).toEqual(['Under $3,000', '$3,000 – $6,000', '$6,000 – $10,000', '$10,000 or more', 'Not sure yet']);
    expect(budgetLabel('venues', '3000-6000')).toBe('$3,000 – $6,000');
    expect(budgetLabel('venues', 'retired-code')).toBe('retired-code');
  });
});

describe('statuses', () => {
  it('stores lowercase codes and shows the inbox labels', () => {
    expect(INQUIRY_STATUSES.map((s) => INQUIRY_STATUS_LABELS[s])).toEqual(['New', 'Replied', 'Booked', 'Not Available', 'Closed']);
  });

  it("lets the vendor mark booked or not available, never reopening the couple's closed thread", () => {
    expect(canVendorSetStatus('new', 'booked')).toBe(true);
    expect(canVendorSetStatus('replied', 'not_available')).toBe(true);
    expect(canVendorSetStatus('new', 'closed')).toBe(false);
    expect(canVendorSetStatus('new', 'replied')).toBe(false);
    expect(canVendorSetStatus('closed', 'booked')).toBe(false);
  });

  it('moves a new inquiry to replied on the first reply and keeps any other status', () => {
    expect(statusAfterVendorReply('new')).toBe('replied');
    expect(statusAfterVendorReply('booked')).toBe('booked');
    expect(statusAfterVendorReply('closed')).toBe('closed');
  });
});

describe('replies, saved replies and closing', () => {
  it('needs a reply body and a saved reply title', () => {
    expect(inquiryReplySchema.safeParse({ body: '   ' }).error?.issues[0]?.message).toBe('Reply is required');
    expect(inquiryReplySchema.parse({ body: ' Thanks! ' }).body).toBe('Thanks!');
    expect(savedReplySchema.safeParse({ title: '', body: 'Hi' }).error?.issues[0]?.message).toBe('Title is required');
  });

  it('closes with one of the two reasons', () => {
    expect(closeInquirySchema.parse({ reason: 'booked_elsewhere' }).reason).toBe('booked_elsewhere');
    expect(closeInquirySchema.safeParse({ reason: 'meh' }).error?.issues[0]?.message).toBe('Please choose a reason');
  });
});
