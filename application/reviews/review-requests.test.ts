import { describe, expect, it } from 'vitest';
import type { RepoName } from '../ports/unit-of-work.ts';
import type { EmailJob } from '../ports/outbox.ts';
import { REVIEW_REQUEST_MESSAGES, REVIEW_REQUEST_REMINDER_MS, REVIEW_REQUESTS_PER_DAY, type ReviewRequest } from '../../domain/reviews/review-request.ts';
import { RateLimitedError, type DomainError } from '../../domain/shared/domain-error.ts';
import { aUser } from '../../tests/support/fakes/a-user.ts';
import { CapturingLogger } from '../../tests/support/fakes/capturing-logger.ts';
import { FixedClock, SequentialIds } from '../../tests/support/fakes/fixed-clock.ts';
import { SequentialSecrets } from '../../tests/support/fakes/in-memory-auth-repositories.ts';
import { CollectingOutbox, InMemoryInquiries, InMemoryTransactions, InMemoryUnitOfWork } from '../../tests/support/fakes/in-memory-inquiries.ts';
import { InMemoryReviewRequests } from '../../tests/support/fakes/in-memory-review-requests.ts';
import { aVendor, InMemoryVendors } from '../../tests/support/fakes/in-memory-vendors.ts';
import { ListReviewRequests, SendReviewRequestReminders, SendReviewRequests, aboutReviewRequest } from './review-requests.ts';

const BASE = 'https://upstateweddingdirectory.com';

const world = () => {
  // 12:00 in New York (EST): 12 hours to the day's end.
  const clock = new FixedClock(new Date('2026-12-03T17:00:00Z'));
  const ids = new SequentialIds();
  const secrets = new SequentialSecrets();
  const vendors = new InMemoryVendors();
  vendors.add(aVendor('barn', { name: 'Magnolia Barn', ownerUserId: 'owner' }));
  vendors.add(aVendor('hall', { name: 'Willow Hall', ownerUserId: 'other' }));
  const requests = new InMemoryReviewRequests();
  const inquiries = new InMemoryInquiries(vendors);
  const outbox = new CollectingOutbox();
  const transactions = new InMemoryTransactions([requests, inquiries, outbox]);
  const all = { reviewRequests: requests, inquiries, outbox };
  const uow = <K extends RepoName>(...names: K[]) => new InMemoryUnitOfWork<K>(all, names, transactions);
  const settings = { publicBaseUrl: BASE };
  return {
    clock,
    requests,
    outbox,
    owner: aUser('owner', { vendorId: 'barn' }),
    admin: aUser('admin', { isAdmin: true }),
    send: new SendReviewRequests(vendors, uow('reviewRequests', 'inquiries', 'outbox'), secrets, ids, clock, settings),
    list: new ListReviewRequests(vendors, uow('reviewRequests'), clock),
    remind: new SendReviewRequestReminders(vendors, uow('reviewRequests', 'outbox'), secrets, ids, clock, new CapturingLogger(), settings),
  };
};

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as DomainError;
  }
  throw new Error('expected a failure');
};
const emails = (outbox: CollectingOutbox) => outbox.messages.map((m) => m.payload as EmailJob);
const typed = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ name: `Client ${from + i}`, email: `c${from + i}@example.com` }));

describe('SendReviewRequests', () => {
  it('stores each request with its token and email hashed, and emails it in the same transaction', async () => {
    const w = world();
    const done = await w.send.execute(w.owner, 'barn', { inquiryIds: [], clients: [{ name: 'Jordan Reyes', email: 'jordan@example.com' }] });
    expect(done).toMatchObject({ sent: [{ name: 'Jordan Reyes', email: 'jordan@example.com', inquiryId: null }], skipped: [], leftToday: REVIEW_REQUESTS_PER_DAY - 1 });
    const [row] = w.requests.all() as [ReviewRequest];
    const [mail] = emails(w.outbox);
    expect(mail).toMatchObject({ template: 'review-request', to: 'jordan@example.com', data: { vendorName: 'Magnolia Barn', clientName: 'Jordan Reyes', expiresInDays: 60 } });
    const token = /\/reviews\/write\/(.+)$/.exec((mail as { data: { link: string } }).data.link)?.[1];
    expect(token).toBeTruthy();
    expect(row.tokenHash).not.toBe(token);
    expect(w.outbox.messages[0]!.about).toBe(aboutReviewRequest(row.id));
  });

  it("refuses an admin and another listing's owner (the emails are the owner's, as the inbox)", async () => {
    const w = world();
    for (const user of [w.admin, aUser('other', { vendorId: 'hall' })]) {
      expect((await failure(w.send.execute(user, 'barn', { inquiryIds: [], clients: typed(1) }))).code).toBe('FORBIDDEN');
      expect((await failure(w.list.execute(user, 'barn'))).code).toBe('FORBIDDEN');
    }
    expect(w.requests.all()).toEqual([]);
  });

  it('refuses more than the day leaves, with the wait to midnight in New York, sending nothing; skipped emails do not count', async () => {
    const w = world();
    for (let i = 0; i < 4; i++) await w.send.execute(w.owner, 'barn', { inquiryIds: [], clients: typed(20, i * 20) });
    await w.send.execute(w.owner, 'barn', { inquiryIds: [], clients: typed(19, 80) });
    expect((await w.list.execute(w.owner, 'barn')).leftToday).toBe(1);
    const refused = await failure(w.send.execute(w.owner, 'barn', { inquiryIds: [], clients: typed(2, 200) }));
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused.message).toBe(REVIEW_REQUEST_MESSAGES.dailyCap);
    expect((refused as RateLimitedError).retryAfterMs).toBe(12 * 60 * 60 * 1000);
    expect(w.requests.all()).toHaveLength(99);
    // One already asked and one new: the new one fits.
    const done = await w.send.execute(w.owner, 'barn', { inquiryIds: [], clients: [...typed(1, 0), ...typed(1, 300)] });
    expect(done).toMatchObject({ sent: [{ email: 'c300@example.com' }], skipped: [{ email: 'c0@example.com', reason: 'already_asked' }], leftToday: 0 });
    // The next day in New York (05:00 UTC), 100 more.
    w.clock.advance(12 * 60 * 60 * 1000);
    expect((await w.list.execute(w.owner, 'barn')).leftToday).toBe(REVIEW_REQUESTS_PER_DAY);
  });
});

describe('SendReviewRequestReminders', () => {
  it('reminds once, 7 days after, only a request never opened, with a link of its own to the same request', async () => {
    const w = world();
    await w.send.execute(w.owner, 'barn', { inquiryIds: [], clients: typed(3) });
    const [first, opened] = w.requests.all() as [ReviewRequest, ReviewRequest, ReviewRequest];
    await w.requests.markOpened(opened.id, w.clock.now());
    w.clock.advance(REVIEW_REQUEST_REMINDER_MS - 1);
    expect(await w.remind.execute()).toEqual({ sent: 0 });
    w.clock.advance(1);
    expect(await w.remind.execute()).toEqual({ sent: 2 });
    expect(await w.remind.execute()).toEqual({ sent: 0 });
    const reminders = emails(w.outbox).filter((m) => m.template === 'review-request-reminder');
    expect(reminders.map((m) => m.to).sort()).toEqual(['c0@example.com', 'c2@example.com']);
    const link = (reminders.find((m) => m.to === 'c0@example.com') as { data: { link: string } }).data.link;
    const stored = w.requests.all().find((q) => q.id === first.id)!;
    expect(stored.reminderTokenHash).not.toBeNull();
    expect(await w.requests.findByTokenHash(stored.reminderTokenHash!)).toMatchObject({ id: first.id });
    expect(link).toMatch(/\/reviews\/write\/.+/);
  });

  it('records but does not email a request whose email unsubscribed since', async () => {
    const w = world();
    await w.send.execute(w.owner, 'barn', { inquiryIds: [], clients: typed(1) });
    const [q] = w.requests.all() as [ReviewRequest];
    await w.requests.unsubscribe(q.emailHash, w.clock.now());
    w.clock.advance(REVIEW_REQUEST_REMINDER_MS);
    expect(await w.remind.execute()).toEqual({ sent: 0 });
    expect(w.requests.all()[0]!.reminderSentAt).not.toBeNull();
    expect(emails(w.outbox).filter((m) => m.template === 'review-request-reminder')).toEqual([]);
  });
});
