import type { Knex } from 'knex';
import type { AwardRepository, AwardReviewFacts, AwardRound } from '../../../../application/ports/award-repository.ts';
import type { AwardKind } from '../../../../domain/reviews/awards.ts';
import { date, isDuplicateKey, num, type Row } from '../rows.ts';
import { retriedTransaction } from '../retried-transaction.ts';

/** Awards per INSERT statement. */
const WRITE_BATCH = 500;

/** The yearly awards' rounds and the reviews they are drawn from (migration 047). */
export class KnexAwardRepository implements AwardRepository {
  constructor(private readonly knex: Knex) {}

  async roundDrawn(kind: AwardKind, year: number): Promise<boolean> {
    return (await this.knex('vendor_award_rounds').where({ kind, year }).first('year')) !== undefined;
  }

  async verifiedReviewsPublished(from: Date, to: Date): Promise<AwardReviewFacts[]> {
    const rows = (await this.knex('reviews')
      .where('is_published', true)
      .whereNotNull('verified_via')
      // A review an admin removed (issue 40 §4) no longer counts, as it no longer counts in the rating.
      .whereNull('removed_at')
      .where('published_at', '>=', from)
      .where('published_at', '<', to)
      .select('vendor_id', 'rating', 'published_at')) as Row[];
    return rows.map((r) => ({ vendorId: String(r.vendor_id), rating: num(r.rating), publishedAt: date(r.published_at) }));
  }

  async recordRound(round: AwardRound): Promise<boolean> {
    try {
      await retriedTransaction(this.knex, async (trx) => {
        // The round's key first: a second process drawing the same round waits here, then fails on the key.
        await trx('vendor_award_rounds').insert({ kind: round.kind, year: round.year, drawn_at: round.drawnAt, awarded: round.vendorIds.length });
        for (let i = 0; i < round.vendorIds.length; i += WRITE_BATCH) {
          const rows = round.vendorIds.slice(i, i + WRITE_BATCH).map((vendorId) => ({ vendor_id: vendorId, kind: round.kind, year: round.year, awarded_at: round.drawnAt }));
          await trx('vendor_awards').insert(rows);
        }
      });
      return true;
    } catch (e) {
      // The round's key taken already: another process drew it.
      if (isDuplicateKey(e)) return false;
      throw e;
    }
  }
}
