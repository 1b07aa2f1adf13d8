import { describe, expect, it } from 'vitest';
import type { RepoName } from '../ports/unit-of-work.ts';
import { REVIEW_REPLY_MESSAGES } from '../../domain/reviews/review-reply.ts';
import { aUser } from '../../tests/support/fakes/a-user.ts';
import { FixedClock, SequentialIds } from '../../tests/support/fakes/fixed-clock.ts';
import { CollectingOutbox, InMemoryTransactions, InMemoryUnitOfWork } from '../../tests/support/fakes/in-memory-inquiries.ts';
import { aReview, InMemoryReviews } from '../../tests/support/fakes/in-memory-reviews.ts';
import { aVendor, InMemoryVendors } from '../../tests/support/fakes/in-memory-vendors.ts';
import { aReviewPhoto } from '../../tests/support/review-builders.ts';
import { ListManagedReviews, MANAGED_REVIEWS_PAGE_SIZE, RemoveReviewReply, ReplyToReview } from './review-replies.ts';

const BASE_URL = 'https://upstateweddingdirectory.com';
const HOUR = 60 * 60 * 1000;

/** Two listings with their owners and an admin; Magnolia Barn has a published, an unpublished and a second published review. */
const world = () => {
  const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
  const ids = new SequentialIds();
  const vendors = new InMemoryVendors();
  const reviews = new InMemoryReviews();
  const outbox = new CollectingOutbox();
  const transactions = new InMemoryTransactions([reviews, outbox]);
  const uow = <K extends RepoName>(...names: K[]) => new InMemoryUnitOfWork<K>({ reviews, outbox }, names, transactions);

  const barn = vendors.add(aVendor('vendor_barn', { name: 'Magnolia Barn', slug: 'magnolia-barn', ownerUserId: 'owner_barn' }));
  const hall = vendors.add(aVendor('vendor_hall', { name: 'Wisteria Hall', slug: 'wisteria-hall', ownerUserId: 'owner_hall' }));
  const owner = aUser('owner_barn', { vendorId: barn.id });
  const otherOwner = aUser('owner_hall', { vendorId: hall.id });
  const admin = aUser('admin', { isAdmin: true });
  const published = reviews.add(aReview('review_1', barn.id));
  const pending = reviews.add(aReview('review_pending', barn.id, { isPublished: false, publishedAt: null }));
  const ofHall = reviews.add(aReview('review_hall', hall.id));

  return {
    clock,
    reviews,
    outbox,
    transactions,
    barn,
    hall,
    owner,
    otherOwner,
    admin,
    published,
    pending,
    ofHall,
    list: new ListManagedReviews(vendors, reviews),
    reply: new ReplyToReview(vendors, uow('reviews', 'outbox'), ids, clock, { publicBaseUrl: BASE_URL }, reviews),
    remove: new RemoveReviewReply(uow('reviews'), clock),
    replyEmails: () => outbox.emails().filter((e) => e.template === 'review-reply'),
  };
};

describe('replying to a review', () => {
  it('the owner replies to a published review: the reply is stored with its time and the reviewer is emailed with a link to the listing', async () => {
    const w = world();
    const done = await w.reply.execute(w.owner, w.barn.id, w.published.id, { body: 'Thank you, Jennifer!\nIt was a joy.' });
    const at = w.clock.now();
    expect(done.firstReply).toBe(true);
    expect(done.review.reply).toEqual({ body: 'Thank you, Jennifer!\nIt was a joy.', repliedAt: at, updatedAt: at });
    expect(w.reviews.stored(w.published.id)).toMatchObject({ reply: { body: 'Thank you, Jennifer!\nIt was a joy.' }, replyNotifiedAt: at });
    expect(w.replyEmails()).toEqual([
      {
        template: 'review-reply',
        to: 'jen@example.com',
        data: { vendorName: 'Magnolia Barn', reviewerName: 'Jennifer', reply: 'Thank you, Jennifer!\nIt was a joy.', vendorLink: `${BASE_URL}/vendors/magnolia-barn` },
        idempotencyKey: `review-reply:${w.published.id}`,
      },
    ]);
  });

  it("answers with the review's photos, as the owner's list shows them", async () => {
    const w = world();
    w.reviews.addPhotos([aReviewPhoto('photo_a', w.published), aReviewPhoto('photo_hall', w.ofHall)]);
    const done = await w.reply.execute(w.owner, w.barn.id, w.published.id, { body: 'Thank you!' });
    expect(done.photos.map((p) => p.id)).toEqual(['photo_a']);
  });

  it('a second save edits the same reply (its first time kept) and emails nobody again', async () => {
    const w = world();
    await w.reply.execute(w.owner, w.barn.id, w.published.id, { body: 'Thanks!' });
    const first = w.clock.now();
    w.clock.advance(2 * HOUR);
    const edited = await w.reply.execute(w.owner, 'magnolia-barn', w.published.id, { body: 'Thank you so much!' });
    expect(edited.firstReply).toBe(false);
    expect(w.reviews.stored(w.published.id)?.reply).toEqual({ body: 'Thank you so much!', repliedAt: first, updatedAt: w.clock.now() });
    expect(w.replyEmails()).toHaveLength(1);
  });

  it('an admin may reply for the listing', async () => {
    const w = world();
    await w.reply.execute(w.admin, w.barn.id, w.published.id, { body: 'Thank you from the team.' });
    expect(w.reviews.stored(w.published.id)?.reply?.body).toBe('Thank you from the team.');
  });

  it("refuses another listing's owner (FORBIDDEN) and a missing listing (VENDOR_NOT_FOUND), changing nothing", async () => {
    const w = world();
    await expect(w.reply.execute(w.otherOwner, w.barn.id, w.published.id, { body: 'Hi' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(w.reply.execute(w.owner, 'vendor_missing', w.published.id, { body: 'Hi' })).rejects.toMatchObject({ code: 'VENDOR_NOT_FOUND' });
    await expect(w.list.execute(w.otherOwner, w.barn.id, 1)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(w.reviews.stored(w.published.id)?.reply).toBeNull();
    expect(w.outbox.messages).toHaveLength(0);
  });

  it("a review of another listing, through one's own listing, is not found", async () => {
    const w = world();
    await expect(w.reply.execute(w.owner, w.barn.id, w.ofHall.id, { body: 'Hi' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: REVIEW_REPLY_MESSAGES.notFound });
    await expect(w.reply.execute(w.owner, w.barn.id, 'review_missing', { body: 'Hi' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(w.reviews.stored(w.ofHall.id)?.reply).toBeNull();
  });

  it('only a published review can be replied to', async () => {
    const w = world();
    await expect(w.reply.execute(w.owner, w.barn.id, w.pending.id, { body: 'Hi' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only published reviews can be replied to.' });
    expect(w.reviews.stored(w.pending.id)?.reply).toBeNull();
    expect(w.outbox.messages).toHaveLength(0);
  });

  it('a review our team removed after a report cannot be answered (its text is no longer shown)', async () => {
    const w = world();
    const removed = w.reviews.add(aReview('review_removed', w.barn.id, { removal: { reason: 'It shared a phone number.', removedAt: new Date('2026-11-20T10:00:00Z') } }));
    await expect(w.reply.execute(w.owner, w.barn.id, removed.id, { body: 'Hi' })).rejects.toMatchObject({ code: 'CONFLICT', message: REVIEW_REPLY_MESSAGES.removed });
    expect(w.reviews.stored(removed.id)?.reply).toBeNull();
    expect(w.outbox.messages).toHaveLength(0);
  });

  it('emails nobody when the reviewer left no address', async () => {
    const w = world();
    w.reviews.add(aReview('review_anon', w.barn.id, { reviewerEmail: '' }));
    await w.reply.execute(w.owner, w.barn.id, 'review_anon', { body: 'Thank you!' });
    expect(w.reviews.stored('review_anon')?.reply?.body).toBe('Thank you!');
    expect(w.replyEmails()).toHaveLength(0);
  });
});

describe('an admin removes a reply', () => {
  it('removes it; the vendor may reply again, and the reviewer is not emailed a second time', async () => {
    const w = world();
    await w.reply.execute(w.owner, w.barn.id, w.published.id, { body: 'Rude words.' });
    expect(await w.remove.execute(w.published.id)).toEqual({ removed: true });
    expect(w.reviews.stored(w.published.id)?.reply).toBeNull();
    expect(await w.remove.execute(w.published.id)).toEqual({ removed: false });

    w.clock.advance(HOUR);
    const again = await w.reply.execute(w.owner, w.barn.id, w.published.id, { body: 'Thank you for your kind words.' });
    expect(again.firstReply).toBe(true);
    expect(again.review.reply).toEqual({ body: 'Thank you for your kind words.', repliedAt: w.clock.now(), updatedAt: w.clock.now() });
    expect(w.replyEmails()).toHaveLength(1);
  });

  it('answers NOT_FOUND for a review that does not exist', async () => {
    const w = world();
    await expect(w.remove.execute('review_missing')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe("the owner's list of reviews", () => {
  it(`lists the listing's published reviews only, newest first, ${MANAGED_REVIEWS_PAGE_SIZE} a page, each with its reply`, async () => {
    const w = world();
    for (let i = 0; i < MANAGED_REVIEWS_PAGE_SIZE; i++) w.reviews.add(aReview(`review_new_${i}`, w.barn.id, { createdAt: new Date(Date.UTC(2026, 8, 1 + i)) }));
    await w.reply.execute(w.owner, w.barn.id, w.published.id, { body: 'Thanks!' });
    const first = await w.list.execute(w.owner, w.barn.id, 1);
    expect(first.vendor.name).toBe('Magnolia Barn');
    expect(first.page.total).toBe(MANAGED_REVIEWS_PAGE_SIZE + 1);
    expect(first.page.items[0]?.id).toBe(`review_new_${MANAGED_REVIEWS_PAGE_SIZE - 1}`);
    const second = await w.list.execute(w.admin, w.barn.id, 2);
    expect(second.page.items.map((r) => [r.id, r.reply?.body])).toEqual([[w.published.id, 'Thanks!']]);
  });

  it("comes with the photos of the listed reviews (issue 40 §3), in their order, and no one else's", async () => {
    const w = world();
    const second = w.reviews.add(aReview('review_2', w.barn.id, { createdAt: new Date('2026-11-01T10:00:00Z') }));
    w.reviews.addPhotos([aReviewPhoto('photo_b', w.published, 1), aReviewPhoto('photo_a', w.published, 0), aReviewPhoto('photo_hall', w.ofHall), aReviewPhoto('photo_pending', w.pending)]);
    const { page, photos } = await w.list.execute(w.owner, w.barn.id, 1);
    expect(page.items.map((r) => r.id)).toEqual([second.id, w.published.id]);
    expect(photos.map((p) => p.id)).toEqual(['photo_a', 'photo_b']);
  });
});
