import type { Knex } from 'knex';
import { GUEST_CAPACITY_CATEGORIES, type UnlistedFact, type VendorListCriteria } from '../../../../domain/listings/vendor-list-query.ts';

type Row = Record<string, unknown>;

/**
 * The 'Guests' and 'Budget' filters on the vendors `v` as SQL (issue 36, ADR 17, passesListFacts and
 * unlistedFactsOf): a listing whose stated fact does not fit is left out; one that has not stated it is kept,
 * after those that fit, and its card is marked. The same on SQLite and MySQL/MariaDB.
 */

/** `v` is a venue or caterer without a stated capacity (a 0/1 expression). */
const capacityUnlisted = (knex: Knex): Knex.Raw =>
  knex.raw(
    `CASE WHEN v.capacity IS NULL AND v.category_id IN (SELECT cg.id FROM categories cg WHERE cg.slug IN (${GUEST_CAPACITY_CATEGORIES.map(() => '?').join(', ')})) THEN 1 ELSE 0 END`,
    [...GUEST_CAPACITY_CATEGORIES],
  );
const priceUnlisted = (knex: Knex): Knex.Raw => knex.raw('CASE WHEN v.starting_price IS NULL THEN 1 ELSE 0 END');

/** Whether the criteria ask about a fact a listing may not have stated (guests, budget). */
export const asksUnlistableFacts = (c: Pick<VendorListCriteria, 'guests' | 'maxPrice'>): boolean => c.guests !== undefined || c.maxPrice !== undefined;

/** The 0/1 expressions of what `v` has not stated of what the criteria ask, each null when not asked. */
const flagsOf = (knex: Knex, c: Pick<VendorListCriteria, 'guests' | 'maxPrice'>): { capacity: Knex.Raw | null; price: Knex.Raw | null } => ({
  capacity: c.guests !== undefined ? capacityUnlisted(knex) : null,
  price: c.maxPrice !== undefined ? priceUnlisted(knex) : null,
});

/** 1 when `v` has not stated a fact the criteria ask about, else 0 (the listing's place: after those that fit). */
export const unlistedRank = (knex: Knex, c: Pick<VendorListCriteria, 'guests' | 'maxPrice'>): Knex.Raw => {
  const { capacity, price } = flagsOf(knex, c);
  if (capacity && price) return knex.raw('CASE WHEN (?) + (?) > 0 THEN 1 ELSE 0 END', [capacity, price]);
  return capacity ?? price ?? knex.raw('0');
};

/** The columns a page selects to mark its cards: unlisted (the rank), unlisted_capacity, unlisted_price. */
export const unlistedColumns = (knex: Knex, c: Pick<VendorListCriteria, 'guests' | 'maxPrice'>): Knex.Raw[] => {
  const { capacity, price } = flagsOf(knex, c);
  return [knex.raw('(?) AS unlisted', [unlistedRank(knex, c)]), knex.raw('(?) AS unlisted_capacity', [capacity ?? knex.raw('0')]), knex.raw('(?) AS unlisted_price', [price ?? knex.raw('0')])];
};

/** The facts each row has not stated (the columns unlistedColumns selects), by vendor id; only those with some. */
export const unlistedByIdOf = (rows: Row[], idColumn = 'vendor_id'): Record<string, UnlistedFact[]> => {
  const factsOf = (r: Row): UnlistedFact[] => (['capacity', 'price'] as const).filter((f) => Number(r[`unlisted_${f}`]) === 1);
  return Object.fromEntries(rows.map((r) => [String(r[idColumn]), factsOf(r)] as const).filter(([, facts]) => facts.length > 0));
};
