/**
 * The facts a list filter asks about that a listing may not have stated, and what a card says of them —
 * without zod, so the public cards (first load) can show them without loading the query schema.
 */
export const UNLISTED_FACTS = ['capacity', 'price'] as const;
export type UnlistedFact = (typeof UNLISTED_FACTS)[number];
/** What a card says of a fact it has not stated, under a filter that asks about it. */
export const UNLISTED_FACT_LABELS: Readonly<Record<UnlistedFact, string>> = { capacity: 'Capacity not listed', price: 'Price not listed' };
