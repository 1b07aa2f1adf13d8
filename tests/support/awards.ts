import type { Knex } from 'knex';
import { ulid } from 'ulid';
import { couplesChoiceWindow, type CouplesChoiceCriterion } from '../../domain/reviews/awards.ts';

const HOUR = 60 * 60 * 1000;

/**
 * A vendor's facts for 'Couples' Choice {year}' in a real database: five verified, published reviews in the
 * year's window averaging 4.6 and five delivered inquiries answered within 2 hours — or, with `miss`, the
 * same facts with that one criterion missed by one (four verified reviews and an unverified fifth; an
 * average of 4.4; three of five inquiries answered after 25 hours).
 */
export const seedCouplesChoiceFacts = async (knex: Knex, vendorId: string, year: number, miss?: CouplesChoiceCriterion) => {
  const { from } = couplesChoiceWindow(year);
  const day = (n: number) => new Date(from.getTime() + n * 24 * HOUR);
  const ratings = miss === 'average' ? [5, 5, 4, 4, 4] : [5, 5, 5, 4, 4];
  for (const [i, rating] of ratings.entries()) {
    const at = day(30 + i * 40);
    await knex('reviews').insert({
      id: ulid(),
      vendor_id: vendorId,
      reviewer_name: `Client ${i + 1}`,
      reviewer_email: `client${i + 1}@example.com`,
      rating,
      title: null,
      body: 'Wonderful from the first call to the last dance.',
      wedding_date: null,
      is_published: true,
      published_at: at,
      created_at: at,
      updated_at: at,
      verified_via: miss === 'verified-reviews' && i === 4 ? null : i % 2 ? 'booking' : 'request',
    });
  }
  for (let i = 0; i < 5; i++) {
    const deliveredAt = day(20 + i * 50);
    const replyHours = miss === 'reply-time' && i < 3 ? 25 : 2;
    await knex('inquiries').insert({
      id: ulid(),
      vendor_id: vendorId,
      couple_name: 'Avery',
      email: `avery${i}@example.com`,
      guest_count: 100,
      budget: 'not-sure',
      state: 'delivered',
      delivered_at: deliveredAt,
      first_replied_at: new Date(deliveredAt.getTime() + replyHours * HOUR),
      last_message_at: deliveredAt,
      last_message_by: 'vendor',
      created_at: deliveredAt,
      updated_at: deliveredAt,
    });
  }
};
