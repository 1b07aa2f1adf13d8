import { describe, expect, it } from 'vitest';
import type { RepoName } from '../ports/unit-of-work.ts';
import type { AdminReview } from '../ports/admin-repositories.ts';
import { REVIEW_REPORT_LIMITS, REVIEW_REPORT_MESSAGES } from '../../domain/reviews/review-report.ts';
import { aUser } from '../../tests/support/fakes/a-user.ts';
import { CountingRateLimiter } from '../../tests/support/fakes/in-memory-auth-repositories.ts';
import { FixedClock, SequentialIds } from '../../tests/support/fakes/fixed-clock.ts';
import { InMemoryTransactions, InMemoryUnitOfWork } from '../../tests/support/fakes/in-memory-inquiries.ts';
import { InMemoryReviewReports } from '../../tests/support/fakes/in-memory-review-reports.ts';
import { aReview, InMemoryReviews } from '../../tests/support/fakes/in-memory-reviews.ts';
import { aVendor, InMemoryVendors } from '../../tests/support/fakes/in-memory-vendors.ts';
import { DecideReviewReport, ListReviewReports, ListVendorReviewReports, ReportReview } from './review-reports.ts';

const HOUR = 60 * 60 * 1000;

/** Magnolia Barn (owned) with a five-star and a one-star published review, an unpublished one, and Wisteria Hall's review. */
const world = () => {
  const clock = new FixedClock(new Date('2026-12-02T15:00:00Z'));
  const ids = new SequentialIds();
  const vendors = new InMemoryVendors();
  const reviews = new InMemoryReviews();
  const reports = new InMemoryReviewReports();
  const limiter = new CountingRateLimiter(clock);
  const stats: Record<string, { averageRating: number; totalReviews: number }> = {};
  const listings = {
    async recomputeReviewStats(vendorId: string) {
      const s = await reviews.publishedStats(vendorId);
      stats[vendorId] = { averageRating: s.averageRating, totalReviews: s.totalReviews };
      return stats[vendorId];
    },
  };
  const transactions = new InMemoryTransactions([reviews, reports]);
  const uow = <K extends RepoName>(...names: K[]) => new InMemoryUnitOfWork<K>({ reviews, reviewReports: reports, listings }, names, transactions);
  const barn = vendors.add(aVendor('vendor_barn', { name: 'Magnolia Barn', slug: 'magnolia-barn', ownerUserId: 'owner_barn' }));
  const hall = vendors.add(aVendor('vendor_hall', { name: 'Wisteria Hall', slug: 'wisteria-hall', ownerUserId: 'owner_hall' }));
  const five = reviews.add(aReview('review_5', barn.id, { rating: 5 }));
  const one = reviews.add(aReview('review_1', barn.id, { rating: 1, body: 'Call me at 864-555-0100, they never showed.' }));
  const pending = reviews.add(aReview('review_pending', barn.id, { isPublished: false, publishedAt: null }));
  const ofHall = reviews.add(aReview('review_hall', hall.id));
  const adminReads = {
    async findReview(id: string): Promise<AdminReview | null> {
      const r = reviews.stored(id);
      const v = r && (await vendors.findCoreBySlugOrId(r.vendorId));
      return r && v ? ({ ...r, vendor: { id: v.id, name: v.name, slug: v.slug } } as AdminReview) : null;
    },
  };
  return {
    clock,
    reviews,
    reports,
    stats,
    barn,
    five,
    one,
    pending,
    ofHall,
    owner: aUser('owner_barn', { vendorId: barn.id }),
    otherOwner: aUser('owner_hall', { vendorId: hall.id }),
    admin: aUser('admin_1', { isAdmin: true, email: 'moderator@example.com' }),
    report: new ReportReview(vendors, uow('reviews', 'reviewReports'), limiter, ids, clock),
    vendorReports: new ListVendorReviewReports(vendors, reports),
    queue: new ListReviewReports(reports, adminReads),
    decide: new DecideReviewReport(uow('reviews', 'reviewReports', 'listings'), adminReads, clock),
  };
};

const input = { reason: 'private-information' as const, text: 'The review gives out a phone number.' };

describe('reporting a review', () => {
  it('the owner reports a published review: it waits, open, in the admin queue and the vendor sees it', async () => {
    const w = world();
    const report = await w.report.execute(w.owner, 'magnolia-barn', w.one.id, input);
    expect(report).toMatchObject({ reviewId: w.one.id, vendorId: w.barn.id, reason: 'private-information', text: input.text, createdAt: w.clock.now(), decision: null });
    const queue = await w.queue.execute({ status: 'open', page: 1, limit: 20 });
    expect(queue.items.map((i) => [i.report.id, i.review.id])).toEqual([[report.id, w.one.id]]);
    expect((await w.vendorReports.execute(w.owner, w.barn.id)).reports.map((r) => r.id)).toEqual([report.id]);
  });

  it('one open report per review; another listing’s owner gets 403, a review of another listing or an unpublished one is refused', async () => {
    const w = world();
    await w.report.execute(w.owner, w.barn.id, w.one.id, input);
    await expect(w.report.execute(w.owner, w.barn.id, w.one.id, input)).rejects.toMatchObject({ code: 'CONFLICT', message: REVIEW_REPORT_MESSAGES.alreadyReported });
    await expect(w.report.execute(w.otherOwner, w.barn.id, w.five.id, input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(w.report.execute(w.owner, w.barn.id, w.ofHall.id, input)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(w.report.execute(w.owner, w.barn.id, w.pending.id, input)).rejects.toMatchObject({ code: 'CONFLICT', message: REVIEW_REPORT_MESSAGES.notReportable });
    expect(w.reports.all()).toHaveLength(1);
  });

  it(`a listing reports at most ${REVIEW_REPORT_LIMITS.perListingPerDay} reviews a day, then 429 with when to try again`, async () => {
    const w = world();
    for (let i = 0; i < REVIEW_REPORT_LIMITS.perListingPerDay; i++) {
      const r = w.reviews.add({ ...w.five, id: `review_more_${i}` });
      await w.report.execute(w.owner, w.barn.id, r.id, input);
    }
    w.clock.advance(HOUR);
    const error = await w.report.execute(w.owner, w.barn.id, w.one.id, input).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: 23 * HOUR });
    expect(w.reports.all()).toHaveLength(REVIEW_REPORT_LIMITS.perListingPerDay);
  });
});

describe("the admin's decision", () => {
  it('keep: recorded with who and when, the review unchanged, the vendor sees the decision', async () => {
    const w = world();
    const report = await w.report.execute(w.owner, w.barn.id, w.one.id, { reason: 'not-a-client', text: 'We never worked with them.' });
    w.clock.advance(3 * HOUR);
    const done = await w.decide.execute(w.admin, report.id, { decision: 'keep', reason: 'The reviewer sent us their contract.' });
    const decision = { outcome: 'keep', reason: 'The reviewer sent us their contract.', decidedBy: { id: 'admin_1', email: 'moderator@example.com' }, decidedAt: w.clock.now() };
    expect(done.report.decision).toEqual(decision);
    expect(w.reviews.stored(w.one.id)?.removal ?? null).toBeNull();
    expect((await w.vendorReports.execute(w.owner, w.barn.id)).reports[0]?.decision).toEqual(decision);
    expect((await w.queue.execute({ status: 'open', page: 1, limit: 20 })).total).toBe(0);
    await expect(w.decide.execute(w.admin, report.id, { decision: 'remove', reason: 'Changed my mind' })).rejects.toMatchObject({ code: 'CONFLICT', message: REVIEW_REPORT_MESSAGES.alreadyDecided });
  });

  it('remove: the review stays listed with the reason, leaves the rating, and cannot be reported again', async () => {
    const w = world();
    const report = await w.report.execute(w.owner, w.barn.id, w.one.id, input);
    const done = await w.decide.execute(w.admin, report.id, { decision: 'remove', reason: 'It shared a phone number.' });
    expect(done.review.removal).toEqual({ reason: 'It shared a phone number.', removedAt: w.clock.now() });
    expect(w.stats[w.barn.id]).toEqual({ averageRating: 5, totalReviews: 1 });
    expect((await w.reviews.listPublished(w.barn.id, 1, 10)).items.map((r) => r.id)).toContain(w.one.id);
    await expect(w.report.execute(w.owner, w.barn.id, w.one.id, input)).rejects.toMatchObject({ code: 'CONFLICT', message: REVIEW_REPORT_MESSAGES.notReportable });
  });

  it('a failed removal stores nothing: the decision is rolled back with it', async () => {
    const w = world();
    const report = await w.report.execute(w.owner, w.barn.id, w.one.id, input);
    w.reviews.restore(new Map());
    await expect(w.decide.execute(w.admin, report.id, { decision: 'remove', reason: 'Spam.' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await w.reports.find(report.id))?.decision).toBeNull();
  });
});
