import type { Knex } from 'knex';
import { rebuildCounts } from '../listing-counts.ts';

/**
 * The marked days' kept counts (issue 18): listing_counts also holds, per day and per day and category,
 * how many active vendors marked the day booked or unavailable, so that a list on a wedding date shows its
 * total by two primary-key reads. Counted here from the marks already stored.
 */
export const up = async (knex: Knex): Promise<void> => {
  await rebuildCounts(knex);
};

/** The day scopes go; the other counts stay as they are. */
export const down = async (knex: Knex): Promise<void> => {
  await knex('listing_counts').whereIn('scope', ['day', 'day_category']).delete();
};
