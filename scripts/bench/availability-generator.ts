// Bench data for availability (issue 18): a capacity for the venues and caterers that lack one, and marked
// days in the next six months for about a third of the vendors, with the bench's wedding date marked by
// about one vendor in ten (the share a popular Saturday has). Deterministic per vendor (a PRNG seeded by its
// slug), so a second run over a grown directory leaves the vendors it already marked as they are.
// Used by `npm run bench` (scripts/bench/run.ts) and tests/integration/explain-plans.test.ts.
import type { Knex } from 'knex';
import { createPrng } from '../../adapters/persistence/knex/seeds/prng.ts';
import { addDays, siteToday } from '../../domain/availability/calendar-days.ts';
import { rebuildListingCounts } from '../../adapters/persistence/knex/listing-counts.ts';
import { retriedTransaction } from '../../adapters/persistence/knex/retried-transaction.ts';

/** The wedding date the bench's `date=` rows ask for: 45 days from today in America/New_York. */
export const benchWeddingDate = (now = new Date()): string => addDays(siteToday(now), 45);

export const generateAvailability = async (knex: Knex, opts: { onProgress?: (done: number, total: number) => void } = {}): Promise<number> => {
  const today = siteToday(new Date());
  const wedding = benchWeddingDate();
  const sized = (await knex('categories').whereIn('slug', ['venues', 'caterers']).select('id')) as Array<{ id: string }>;
  const total = Number(((await knex('vendors').count({ n: '*' }).first()) as { n: number | string }).n);
  let after = '';
  let done = 0;
  let marked = 0;
  for (;;) {
    const batch = (await knex('vendors').where('id', '>', after).orderBy('id').limit(1000).select('id', 'slug', 'category_id', 'is_active', 'starting_price', 'capacity')) as Array<{
      id: string;
      slug: string;
      category_id: string;
      is_active: boolean;
      starting_price: number | null;
      capacity: number | null;
    }>;
    if (!batch.length) break;
    const already = new Set(((await knex('vendor_unavailable_dates').whereIn('vendor_id', batch.map((v) => v.id)).distinct('vendor_id')) as Array<{ vendor_id: string }>).map((r) => r.vendor_id));
    const rows: Array<Record<string, unknown>> = [];
    const capacities: Array<{ id: string; capacity: number }> = [];
    for (const v of batch) {
      const r = createPrng(`bench-availability-${v.slug}`);
      if (v.capacity === null && sized.some((c) => c.id === v.category_id)) capacities.push({ id: v.id, capacity: r.int(4, 40) * 10 });
      const days = new Set<string>();
      if (r.chance(0.1)) days.add(wedding);
      if (r.chance(0.3)) for (let i = r.int(1, 8); i > 0; i--) days.add(addDays(today, r.int(0, 180)));
      // Each mark carries its vendor's category, status, price and capacity, as KnexAvailabilityRepository.setRange
      // writes them (migrations 016 and 050).
      const { category_id, is_active, starting_price } = v;
      const capacity = capacities.find((c) => c.id === v.id)?.capacity ?? v.capacity;
      if (!already.has(v.id)) for (const day of days) rows.push({ vendor_id: v.id, day, kind: r.chance(0.7) ? 'booked' : 'unavailable', category_id, is_active, starting_price, capacity });
    }
    await retriedTransaction(knex, async (trx) => {
      for (let i = 0; i < rows.length; i += 150) await trx('vendor_unavailable_dates').insert(rows.slice(i, i + 150));
      for (const c of capacities) {
        await trx('vendors').where('id', c.id).update({ capacity: c.capacity });
        // Marks stored before (a vendor marked by an earlier run) carry it too.
        if (already.has(c.id)) await trx('vendor_unavailable_dates').where('vendor_id', c.id).update({ capacity: c.capacity });
      }
    });
    marked += rows.length;
    done += batch.length;
    after = batch[batch.length - 1]!.id;
    opts.onProgress?.(done, total);
  }
  // A bulk load: the kept counts of the marked days (listing_counts, issue 18) are rebuilt from the marks.
  await rebuildListingCounts(knex);
  return marked;
};
