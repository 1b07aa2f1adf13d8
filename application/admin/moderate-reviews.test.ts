import { describe, expect, it } from 'vitest';
import type { AdminReadRepository, AdminReview } from '../ports/admin-repositories.ts';
import type { RepoName } from '../ports/unit-of-work.ts';
import { aUser } from '../../tests/support/fakes/a-user.ts';
import { FixedClock, SequentialIds } from '../../tests/support/fakes/fixed-clock.ts';
import { CollectingOutbox, InMemoryTransactions, InMemoryUnitOfWork } from '../../tests/support/fakes/in-memory-inquiries.ts';
import { aReview, InMemoryReviews } from '../../tests/support/fakes/in-memory-reviews.ts';
import { InMemoryUserRepository } from '../../tests/support/fakes/in-memory-user-repository.ts';
import { aVendor, InMemoryVendors } from '../../tests/support/fakes/in-memory-vendors.ts';
import { NEW_REVIEW_EXCERPT_LENGTH, ToggleReviewPublished } from './moderate-reviews.ts';

const BASE_URL = 'https://upstateweddingdirectory.com';

/**
 * Magnolia Barn (owned by owner_barn) with an unpublished review by Jennifer Marie Moore, and Riverside Lawn
 * without an owner with one of its own; the admin's publish toggle over in-memory fakes.
 */
const world = async () => {
  const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
  const vendors = new InMemoryVendors();
  const reviews = new InMemoryReviews();
  const outbox = new CollectingOutbox();
  const users = new InMemoryUserRepository();
  const barn = vendors.add(aVendor('vendor_barn', { name: 'Magnolia Barn', slug: 'magnolia-barn', ownerUserId: 'owner_barn' }));
  const lawn = vendors.add(aVendor('vendor_lawn', { name: 'Riverside Lawn', slug: 'riverside-lawn' }));
  await users.create(aUser('owner_barn', { email: 'owner@barn.example', vendorId: barn.id }));
  const pending = reviews.add(aReview('review_1', barn.id, { isPublished: false, publishedAt: null, title: 'Wonderful', body: 'They made our day.', rating: 4 }));
  const ofLawn = reviews.add(aReview('review_lawn', lawn.id, { isPublished: false, publishedAt: null }));

  // The listing's stats, recomputed from the published reviews as the knex listing repository does.
  const listings = { recomputeReviewStats: async (vendorId: string) => reviews.publishedStats(vendorId).then((s) => ({ averageRating: s.averageRating, totalReviews: s.totalReviews })) };
  const reads: Pick<AdminReadRepository, 'findReview'> = {
    findReview: async (id) => {
      const review = reviews.stored(id);
      const vendor = review ? await vendors.findCoreBySlugOrId(review.vendorId) : null;
      return review && vendor ? ({ ...review, vendor: { id: vendor.id, name: vendor.name, slug: vendor.slug } } satisfies AdminReview) : null;
    },
  };
  const transactions = new InMemoryTransactions([reviews, outbox]);
  const uow = <K extends RepoName>(...names: K[]) => new InMemoryUnitOfWork<K>({ listings, reviews, outbox, ownership: vendors.ownership, users }, names, transactions);
  const toggle = new ToggleReviewPublished(uow('listings', 'reviews', 'outbox', 'ownership', 'users'), reads as AdminReadRepository, new SequentialIds(), clock, { publicBaseUrl: BASE_URL });
  return { clock, reviews, outbox, users, barn, pending, ofLawn, toggle };
};

describe('publishing a review: the thank-you and the vendor\'s "New review" notice (issue 40 §6)', () => {
  it('the first publication thanks the reviewer with a link to the vendor page and tells the owner, with a link to the Reviews tab', async () => {
    const w = await world();
    const done = await w.toggle.execute(w.pending.id);
    expect(done.review.isPublished).toBe(true);
    expect(done.vendorStats).toEqual({ averageRating: 4, totalReviews: 1 });
    expect(w.outbox.emails()).toEqual([
      {
        template: 'review-published',
        to: 'jen@example.com',
        data: { vendorName: 'Magnolia Barn', reviewerName: 'Jennifer', vendorLink: `${BASE_URL}/vendors/magnolia-barn` },
        idempotencyKey: 'review-published:review_1',
      },
      {
        template: 'review-new',
        to: 'owner@barn.example',
        data: { vendorName: 'Magnolia Barn', reviewerName: 'Jennifer M.', rating: 4, title: 'Wonderful', excerpt: 'They made our day.', reviewsLink: `${BASE_URL}/vendor/dashboard?tab=reviews` },
        idempotencyKey: 'review-new:review_1',
      },
    ]);
    expect(w.reviews.publishNotifiedAt(w.pending.id)).toEqual(w.clock.now());
  });

  it('unpublishing and publishing again sends nothing more', async () => {
    const w = await world();
    await w.toggle.execute(w.pending.id);
    w.clock.advance(60_000);
    const off = await w.toggle.execute(w.pending.id);
    expect(off.review.isPublished).toBe(false);
    w.clock.advance(60_000);
    const on = await w.toggle.execute(w.pending.id);
    expect(on.review.isPublished).toBe(true);
    expect(w.outbox.emails().map((e) => e.template)).toEqual(['review-published', 'review-new']);
  });

  it('unpublishing a published review (its emails already sent or from before them) sends nothing', async () => {
    const w = await world();
    const live = w.reviews.add(aReview('review_live', w.barn.id));
    await w.toggle.execute(live.id);
    expect(w.reviews.stored(live.id)?.isPublished).toBe(false);
    expect(w.outbox.emails()).toEqual([]);
  });

  it('a listing without an owner gets no notice; the reviewer is still thanked', async () => {
    const w = await world();
    await w.toggle.execute(w.ofLawn.id);
    expect(w.outbox.emails().map((e) => [e.template, e.to])).toEqual([['review-published', 'jen@example.com']]);
  });

  it('an owner whose account is deactivated gets no notice', async () => {
    const w = await world();
    w.users.users.set('owner_barn', aUser('owner_barn', { email: 'owner@barn.example', vendorId: w.barn.id, isActive: false }));
    await w.toggle.execute(w.pending.id);
    expect(w.outbox.emails().map((e) => e.template)).toEqual(['review-published']);
  });

  it("quotes the start of a long review in the vendor's notice", async () => {
    const w = await world();
    const long = w.reviews.add(aReview('review_long', w.barn.id, { isPublished: false, publishedAt: null, title: null, body: `${'a'.repeat(400)}` }));
    await w.toggle.execute(long.id);
    const notice = w.outbox.emails().find((e) => e.template === 'review-new')!;
    expect(notice.data).toMatchObject({ title: null, excerpt: `${'a'.repeat(NEW_REVIEW_EXCERPT_LENGTH - 1)}…` });
  });

  it('an unknown review is not found and nothing is sent', async () => {
    const w = await world();
    await expect(w.toggle.execute('nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(w.outbox.emails()).toEqual([]);
  });
});
