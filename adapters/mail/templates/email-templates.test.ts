import { describe, expect, it } from 'vitest';
import { dollars, longDate } from '../../../application/mail/email-format.ts';
import { outboxEmail } from '../../../application/mail/outbox-email.ts';
import type { EmailData, EmailJob, EmailTemplate } from '../../../application/ports/outbox.ts';
import { TIER_PLANS, type Tier } from '../../../domain/subscriptions/tiers.ts';
import { EMAIL_TEMPLATES, HtmlEmailRenderer } from './email-templates.ts';
import { escapeHtml } from '../../../domain/shared/html.ts';
import { notAvailableReply } from '../../../domain/inquiries/inquiry-words.ts';

const BASE = 'https://upstateweddingdirectory.com';
const renderer = new HtmlEmailRenderer(BASE);
const LINK = `${BASE}/auth/verify/abc123`;

/** One sample per template: the type makes it complete (a template without a sample, or a wrong field, fails tsc). */
const SAMPLES: { [K in EmailTemplate]: EmailData[K] } = {
  'login-link': { link: LINK, expiresInMinutes: 15 },
  'application-received': { ownerName: 'Ann Lee', businessName: 'Magnolia Barn', tier: 'featured', cardLast4: '4242' },
  'application-admin-notification': { businessName: 'Magnolia Barn', category: 'Venues', city: 'Greenville', ownerName: 'Ann Lee', email: 'ann@example.com', tier: 'premier' },
  'application-approved': {
    link: LINK,
    businessName: 'Magnolia Barn',
    ownerName: 'Ann Lee',
    expiresInMinutes: 15,
    tier: 'featured',
    trialEndDate: longDate(new Date('2027-02-25T12:00:00Z')),
    monthlyPrice: dollars(2900),
  },
  'application-rejected': { businessName: 'Magnolia Barn', ownerName: 'Ann Lee', reason: 'Outside our area' },
  'claim-received': { name: 'Ann Lee', businessName: 'Magnolia Barn' },
  'claim-granted': {
    link: LINK,
    businessName: 'Magnolia Barn',
    ownerName: 'Ann Lee',
    expiresInMinutes: 15,
    waiting: [{ coupleName: 'Sam & Alex', weddingDate: 'October 10, 2027', guestCount: 120, receivedOn: longDate(new Date('2027-02-25T12:00:00Z')) }],
  },
  'upgrade-received': { businessName: 'Magnolia Barn', tier: 'premier', cardLast4: '4242' },
  'upgrade-applied': { businessName: 'Magnolia Barn', tier: 'featured', trialEndsAt: longDate(new Date('2027-03-01T00:00:00Z')) },
  'upgrade-declined': { businessName: 'Magnolia Barn', tier: 'featured' },
  'plan-cancelled': { businessName: 'Magnolia Barn', tier: 'premier', endsAt: longDate(new Date('2027-03-01T00:00:00Z')) },
  'plan-ended': { businessName: 'Magnolia Barn', tier: 'featured' },
  'plan-changed': { businessName: 'Magnolia Barn', tier: 'premier', monthlyPrice: dollars(12900), billingLink: `${BASE}/vendor/dashboard?tab=billing` },
  'free-months': { businessName: 'Magnolia Barn', months: 2, freeUntil: longDate(new Date('2027-05-01T00:00:00Z')), billingLink: `${BASE}/vendor/dashboard?tab=billing` },
  'payment-receipt': {
    businessName: 'Magnolia Barn',
    invoiceNumber: 'ABC123-0001',
    amount: dollars(2900),
    paidOn: longDate(new Date('2027-03-01T00:00:00Z')),
    description: 'Featured Listing (monthly)',
    cardLast4: '4242',
    receiptLink: `${BASE}/vendor/billing/receipts/in_1`,
  },
  'payment-failed': {
    businessName: 'Magnolia Barn',
    amount: dollars(2900),
    nextAttempt: longDate(new Date('2027-03-04T00:00:00Z')),
    graceEnds: longDate(new Date('2027-03-15T00:00:00Z')),
    cardLast4: '0341',
    updateCardLink: `${BASE}/vendor/dashboard?tab=billing`,
  },
  'card-needed': { businessName: 'Magnolia Barn', tier: 'featured', monthlyPrice: dollars(2900), graceEnds: longDate(new Date('2027-03-15T00:00:00Z')), addCardLink: `${BASE}/vendor/billing/card` },
  'trial-reminder': { businessName: 'Magnolia Barn', tier: 'featured', firstPaymentDate: longDate(new Date('2027-03-01T00:00:00Z')), monthlyPrice: dollars(1250), cardLast4: '4242' },
  'inquiry-confirm': { vendorName: 'Magnolia Barn', coupleName: 'Sam & Alex', link: `${BASE}/inquiries/confirm/tok123`, expiresInDays: 7 },
  'inquiry-new': {
    vendorName: 'Magnolia Barn',
    coupleName: 'Sam & Alex',
    inboxLink: `${BASE}/vendor/inquiries/i1`,
    email: 'sam@example.com',
    phone: '864-555-0100',
    weddingDate: 'October 10, 2027',
    guestCount: 120,
    budgetLabel: '$10,000 – $20,000',
    message: 'We love your barn and would like a tour in the spring.',
  },
  'inquiry-unclaimed': {
    vendorName: 'Magnolia Barn',
    coupleName: 'Sam & Alex',
    email: 'sam@example.com',
    phone: '864-555-0100',
    weddingDate: 'October 10, 2027',
    guestCount: 120,
    budgetLabel: '$10,000 – $20,000',
    message: 'We love your barn and would like a tour in the spring.',
    claimLink: `${BASE}/claim-listing/link/tok789`,
    claimDays: 14,
  },
  'inquiry-unclaimed-message': {
    vendorName: 'Magnolia Barn',
    coupleName: 'Sam & Alex',
    email: 'sam@example.com',
    phone: null,
    weddingDate: 'October 10, 2027',
    guestCount: 120,
    budgetLabel: '$10,000 – $20,000',
    message: 'Could we visit on a Sunday?',
    moreMessages: ['And is the barn heated in March?'],
    claimLink: `${BASE}/claim-listing/link/tok790`,
    claimDays: 14,
  },
  'inquiry-unclaimed-couple': { vendorName: 'Magnolia Barn', coupleName: 'Sam & Alex', emailedListing: true, threadLink: `${BASE}/inquiries/thr456` },
  'inquiry-couple-message': { vendorName: 'Magnolia Barn', coupleName: 'Sam & Alex', inboxLink: `${BASE}/vendor/inquiries/i1`, message: 'Is Saturday the 12th open?' },
  'inquiry-closed': { vendorName: 'Magnolia Barn', coupleName: 'Sam & Alex', inboxLink: `${BASE}/vendor/inquiries/i1`, reasonLabel: "We've booked someone else" },
  'inquiry-reminder': { vendorName: 'Magnolia Barn', coupleName: 'Sam & Alex', inboxLink: `${BASE}/vendor/inquiries/i1`, weddingDate: 'October 10, 2027' },
  'inquiry-reply': { vendorName: 'Magnolia Barn', coupleName: 'Sam & Alex', message: 'Yes, Saturday is open! Come see us.', threadLink: `${BASE}/inquiries/thr456` },
  'shortlist-link': { link: `${BASE}/shortlist/open/abc123`, vendorCount: 3, expiresInDays: 180 },
  'review-reply': { vendorName: 'Magnolia Barn', reviewerName: 'Jennifer', reply: 'Thank you, Jennifer! It was a joy to host your day.', vendorLink: `${BASE}/vendors/magnolia-barn` },
  'review-published': { vendorName: 'Magnolia Barn', reviewerName: 'Jennifer', vendorLink: `${BASE}/vendors/magnolia-barn` },
  'review-new': { vendorName: 'Magnolia Barn', reviewerName: 'Jennifer M.', rating: 5, title: 'Wonderful', excerpt: 'They made our day.', reviewsLink: `${BASE}/vendor/dashboard?tab=reviews` },
  'review-request': { vendorName: 'Magnolia Barn', clientName: 'Sam & Alex', link: `${BASE}/reviews/write/tok123`, unsubscribeLink: `${BASE}/reviews/unsubscribe/tok123`, expiresInDays: 60 },
  'review-request-reminder': { vendorName: 'Magnolia Barn', clientName: 'Sam & Alex', link: `${BASE}/reviews/write/tok123`, unsubscribeLink: `${BASE}/reviews/unsubscribe/tok123`, expiresInDays: 60 },
  'contact-admin-notification': { typeLabel: 'Upgrade request', name: 'Magnolia Barn', email: 'ann@example.com', subject: 'Upgrade request: Magnolia Barn', message: 'Card ending 4242.' },
};

/** Data a template carries without showing it (kept in the job for the record). */
const NOT_SHOWN: { [K in EmailTemplate]?: (keyof EmailData[K])[] } = {
  'claim-granted': ['ownerName', 'waiting'],
  'inquiry-unclaimed-couple': ['emailedListing'],
  'upgrade-received': ['cardLast4'],
  'contact-admin-notification': ['message'],
};

const jobs = (): EmailJob[] =>
  (Object.keys(SAMPLES) as EmailTemplate[]).map((template, i) => ({ template, to: 'ann@example.com', data: SAMPLES[template], idempotencyKey: `k${i}` }) as EmailJob);

describe('email templates', () => {
  it('has a template for every email the product sends, and a sample for each', () => {
    expect([...EMAIL_TEMPLATES].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(Object.keys(SAMPLES) as EmailTemplate[])('renders %s with a subject, HTML and text that show its data', (template) => {
    const data = SAMPLES[template];
    const e = renderer.render(template, data);
    expect(e.subject.length).toBeGreaterThan(5);
    expect(e.html).toContain('<!doctype html>');
    expect(e.html).toContain(`<title>`);
    expect(e.text).toContain('Upstate Wedding Directory');
    const hidden = (NOT_SHOWN[template] ?? []) as string[];
    for (const [key, value] of Object.entries(data)) {
      if (hidden.includes(key) || value === null) continue;
      const shown = key === 'tier' ? TIER_PLANS[value as Tier].name : String(value);
      expect(e.text, `${template}: ${key}`).toContain(shown);
      expect(e.html, `${template}: ${key}`).toContain(escapeHtml(shown));
    }
  });

  it('renders a job the same after it went through the outbox and the queue as JSON (a job queued before a deploy still renders)', () => {
    for (const job of jobs()) {
      const message = outboxEmail('m1', new Date('2027-01-01T00:00:00Z'), job);
      const queued = JSON.parse(JSON.stringify(message.payload)) as EmailJob;
      expect(queued).toEqual(job);
      expect(renderer.render(queued.template, queued.data)).toEqual(renderer.render(job.template, job.data));
    }
  });

  it("lists in 'Your claim is approved' each inquiry that waits for the new owner, and nothing when none waits", () => {
    const e = renderer.render('claim-granted', SAMPLES['claim-granted']);
    expect(e.text).toContain('1 message from a couple is waiting for you:');
    expect(e.text).toContain('Sam & Alex: wedding date October 10, 2027, 120 guests (received February 25, 2027)');
    expect(e.text).toContain('Log in and open View Inquiries on your dashboard to answer them.');
    expect(renderer.render('claim-granted', { ...SAMPLES['claim-granted'], waiting: [] }).text).not.toContain('waiting for you');
  });

  it("tells the couple the truth when the listing has no owner: emailed to its business email, or waiting", () => {
    const emailed = renderer.render('inquiry-unclaimed-couple', SAMPLES['inquiry-unclaimed-couple']);
    expect(emailed.text).toContain('Magnolia Barn has not set up their inbox yet; we have emailed them your message');
    const waiting = renderer.render('inquiry-unclaimed-couple', { ...SAMPLES['inquiry-unclaimed-couple'], emailedListing: false });
    expect(waiting.text).not.toContain('we have emailed them');
    expect(waiting.text).toContain('Your message waits for them');
  });

  it("offers the business email of a listing without an owner 'Claim this listing to reply'", () => {
    const e = renderer.render('inquiry-unclaimed', SAMPLES['inquiry-unclaimed']);
    expect(e.text).toContain('Claim this listing to reply: https://upstateweddingdirectory.com/claim-listing/link/tok789');
    expect(e.text).toContain('The link works once, for 14 days.');
  });

  it("says in 'Your wedding shortlist' what the link does, the link, and how long it works (issue 39)", () => {
    const e = renderer.render('shortlist-link', SAMPLES['shortlist-link']);
    expect(e.subject).toBe('Your wedding shortlist');
    expect(e.text).toContain('Here is the link to your shortlist of 3 saved vendors.');
    expect(e.text).toContain('Open My Shortlist: https://upstateweddingdirectory.com/shortlist/open/abc123');
    expect(e.text).toContain('This link works for 180 days.');
    expect(renderer.render('shortlist-link', { ...SAMPLES['shortlist-link'], vendorCount: 1 }).text).toContain('your shortlist of 1 saved vendor.');
  });

  it("asks once for several vendors: 'Confirm your messages to 3 vendors', naming them, one link (issue 39)", () => {
    const e = renderer.render('inquiry-confirm', { ...SAMPLES['inquiry-confirm'], vendorNames: ['Magnolia Barn', 'Wisteria Hall', 'Golden Hour Photo'] });
    expect(e.subject).toBe('Confirm your messages to 3 vendors');
    expect(e.text).toContain('please confirm it was you who wrote to Magnolia Barn, Wisteria Hall and Golden Hour Photo.');
    expect(e.text).toContain(`${BASE}/inquiries/confirm/tok123`);
    expect(e.text).toContain('sends all 3 messages');
    // One vendor reads as a single inquiry.
    expect(renderer.render('inquiry-confirm', { ...SAMPLES['inquiry-confirm'], vendorNames: ['Magnolia Barn'] }).subject).toBe('Confirm your message to Magnolia Barn');
  });

  it("thanks the reviewer when the review is live, with a link to the vendor page (issue 40 §6)", () => {
    const e = renderer.render('review-published', SAMPLES['review-published']);
    expect(e.subject).toBe('Your review of Magnolia Barn is live');
    expect(e.text).toContain('Hi Jennifer,');
    expect(e.text).toContain('Your review of Magnolia Barn is now live on Upstate Wedding Directory.');
    expect(e.text).toContain('See Your Review: https://upstateweddingdirectory.com/vendors/magnolia-barn');
    expect(e.html).toContain('href="https://upstateweddingdirectory.com/vendors/magnolia-barn"');
  });

  it("tells the vendor of a new review with its stars, title and text, and links the dashboard's Reviews tab; the couple's words are escaped", () => {
    const e = renderer.render('review-new', SAMPLES['review-new']);
    expect(e.subject).toBe('New review of Magnolia Barn');
    expect(e.text).toContain('Jennifer M. rated Magnolia Barn 5 out of 5 on Upstate Wedding Directory:');
    expect(e.text).toContain('Wonderful');
    expect(e.text).toContain('They made our day.');
    expect(e.text).toContain('Open Your Reviews: https://upstateweddingdirectory.com/vendor/dashboard?tab=reviews');
    const hostile = renderer.render('review-new', { ...SAMPLES['review-new'], title: null, excerpt: 'Great <img src=x onerror=alert(1)>' });
    expect(hostile.html).not.toContain('<img src=x');
    expect(hostile.html).toContain('Great &lt;img src=x onerror=alert(1)&gt;');
  });

  it("asks for a review as '{vendor name} would love your review', with the link and the unsubscribe link (issue 40)", () => {
    for (const template of ['review-request', 'review-request-reminder'] as const) {
      const e = renderer.render(template, SAMPLES[template]);
      expect(e.subject).toBe('Magnolia Barn would love your review');
      expect(e.text).toContain('Hi Sam & Alex,');
      expect(e.text).toContain('Write Your Review: https://upstateweddingdirectory.com/reviews/write/tok123');
      expect(e.text).toContain("Don't want review requests? Unsubscribe: https://upstateweddingdirectory.com/reviews/unsubscribe/tok123");
      expect(e.html).toContain('href="https://upstateweddingdirectory.com/reviews/write/tok123"');
    }
    expect(renderer.render('review-request-reminder', SAMPLES['review-request-reminder']).text).toContain('This is the only reminder we will send.');
  });

  it('refuses a template it does not know rather than sending a blank email', () => {
    expect(() => renderer.render('no-such-template' as EmailTemplate, SAMPLES['login-link'])).toThrow('Unknown email template: no-such-template');
  });

  it('escapes names in the HTML', () => {
    const e = renderer.render('application-received', { ownerName: '<script>alert(1)</script>', businessName: 'B', tier: 'free', cardLast4: null });
    expect(e.html).not.toContain('<script>alert(1)</script>');
    expect(e.html).toContain('&lt;script&gt;');
  });

  it("shows a vendor's review reply as text: markup in it is escaped, never rendered", () => {
    const e = renderer.render('review-reply', { ...SAMPLES['review-reply'], reply: 'Thanks! <img src=x onerror=alert(1)>' });
    expect(e.subject).toBe('Magnolia Barn responded to your review');
    expect(e.html).not.toContain('<img src=x');
    expect(e.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(e.text).toContain('Thanks! <img src=x onerror=alert(1)>');
  });

  it.each([
    ['with a date', '2027-10-09'],
    ['without a date', null],
  ])("the 'Not Available' decline (%s) greets the couple once and says 'for your wedding' once", (_case, weddingDate) => {
    const message = notAvailableReply('Magnolia Barn', 'Sam Rivera', weddingDate);
    const e = renderer.render('inquiry-reply', { ...SAMPLES['inquiry-reply'], coupleName: 'Sam Rivera', message });
    for (const body of [e.text, e.html]) {
      expect(body.match(/Hi Sam Rivera,/g)).toHaveLength(1);
      expect(body.match(/for your wedding/g)).toHaveLength(1);
    }
    if (weddingDate) expect(e.text).toContain('not available for your wedding on October 9, 2027.');
    else expect(e.text).toContain('not available for your wedding.');
  });

  it("greets the couple above a vendor's reply that does not open with a greeting", () => {
    const e = renderer.render('inquiry-reply', { ...SAMPLES['inquiry-reply'], message: 'Yes, Saturday is open!' });
    expect(e.text).toContain('Hi Sam & Alex,');
  });

  it('says the rejection reason when there is one', () => {
    expect(renderer.render('application-rejected', { ownerName: 'Ann', businessName: 'B', reason: 'Outside our area' }).text).toContain('Reason: Outside our area');
    expect(renderer.render('application-rejected', { ownerName: 'Ann', businessName: 'B', reason: null }).text).not.toContain('Reason:');
  });

  it('names a paid plan in the welcome email only with its trial end and price', () => {
    const { tier: _t, trialEndDate: _d, monthlyPrice: _p, ...welcome } = SAMPLES['application-approved'];
    expect(renderer.render('application-approved', SAMPLES['application-approved']).text).toContain(
      'Your plan: Featured Listing. Your free trial runs until February 25, 2027, then $29/month, locked for your first year.',
    );
    expect(renderer.render('application-approved', welcome).text).not.toContain('Your plan:');
  });

  it('type-checks each email’s data against its template (these lines must not compile)', () => {
    const job = (j: EmailJob) => j;
    const mistakes = [
      // @ts-expect-error a login link's minutes are a number
      () => job({ template: 'login-link', to: 'a@x.com', data: { link: LINK, expiresInMinutes: '15' }, idempotencyKey: 'k' }),
      // @ts-expect-error the claim acknowledgement has no link: data of another template
      () => job({ template: 'claim-received', to: 'a@x.com', data: SAMPLES['claim-granted'], idempotencyKey: 'k' }),
      // @ts-expect-error a day in an email is written by longDate (application/mail/email-format.ts), not by hand
      () => job({ template: 'plan-cancelled', to: 'a@x.com', data: { businessName: 'B', tier: 'premier', endsAt: 'March 1, 2027' }, idempotencyKey: 'k' }),
      // @ts-expect-error a price is written by dollars(), not by hand
      () => job({ template: 'trial-reminder', to: 'a@x.com', data: { ...SAMPLES['trial-reminder'], monthlyPrice: '$29' }, idempotencyKey: 'k' }),
      // @ts-expect-error a paid plan in the welcome email comes with its trial end and price
      () => job({ template: 'application-approved', to: 'a@x.com', data: { ...SAMPLES['claim-granted'], tier: 'featured' }, idempotencyKey: 'k' }),
      // @ts-expect-error the trial reminder needs its date, price and card
      () => renderer.render('trial-reminder', { businessName: 'B', tier: 'featured' }),
    ];
    expect(mistakes).toHaveLength(6);
  });

  it('tells a plan change that waits for the end of the paid period (Premier → Featured) with its date', () => {
    const e = renderer.render('plan-changed', { ...SAMPLES['plan-changed'], tier: 'featured', monthlyPrice: dollars(2900), effectiveOn: longDate(new Date('2027-03-01T12:00:00Z')) });
    expect(e.subject).toBe('Your plan becomes Featured Listing on March 1, 2027');
    expect(e.text).toContain('Magnolia Barn keeps its current plan until the end of the period you have paid for, and moves to Featured Listing on March 1, 2027, at $29 per month.');
  });
});
