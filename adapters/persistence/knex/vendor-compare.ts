import type { Knex } from 'knex';
import type { VendorCompareFacts } from '../../../domain/couples/compare.ts';
import { json, numOrNull, type Row } from './rows.ts';
import { cardsOf, filtersOf } from './vendor-cards.ts';

type Db = Knex | Knex.Transaction;

/**
 * The compare facts of these vendors (issue 39 §2), on the cards' read model (vendor-cards.ts): their cards,
 * their capacity and style, their filters and, for a wedding date, which of them marked it. Each read takes
 * every id at once, by key, side by side: a table of 4 or a shortlist of 50 costs the same few statements.
 * Listed vendors only, in the order of `ids`. A day is marked when the vendor set it booked or unavailable,
 * as the list's 'Wedding date' leaves such vendors out (vendor-criteria-sql.ts).
 */
export const compareFactsOf = async (db: Db, ids: readonly string[], date?: string): Promise<VendorCompareFacts[]> => {
  if (!ids.length) return [];
  const list = [...ids];
  const [cards, rows, filters, marks] = await Promise.all([
    cardsOf(db, list),
    db('vendors').whereIn('id', list).select('id', 'capacity', 'style') as Promise<Row[]>,
    filtersOf(db, list),
    date ? (db('vendor_unavailable_dates').whereIn('vendor_id', list).andWhere('day', date).select('vendor_id') as Promise<Row[]>) : Promise.resolve([]),
  ]);
  const facts = new Map(rows.map((r) => [String(r.id), r]));
  const marked = new Set(marks.map((m) => String(m.vendor_id)));
  return list.flatMap((id) => {
    const card = cards.get(id);
    if (!card?.isActive) return [];
    const row = facts.get(id);
    return [
      {
        ...card,
        capacity: numOrNull(row?.capacity),
        style: json<string | string[] | null>(row?.style, null),
        filters: filters.get(id) ?? [],
        unavailableOnDate: date ? marked.has(id) : null,
      },
    ];
  });
};
