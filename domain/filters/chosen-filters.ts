import { z } from 'zod';

/**
 * The style facts and indoor/outdoor a vendor picks (issue 36): ids of its category's SEO filters
 * (filter-catalogue.ts), asked at /apply and by the admin's New Vendor as the dashboard asks them. The use
 * case keeps only the active filters of the listing's category; anything else is not a list of ids.
 */
export const CHOSEN_FILTERS_MESSAGE = 'Please choose styles from the list';
export const MAX_CHOSEN_FILTERS = 50;

export const chosenFilterIdsField = z
  .array(z.string(CHOSEN_FILTERS_MESSAGE).trim().min(1, CHOSEN_FILTERS_MESSAGE).max(64, CHOSEN_FILTERS_MESSAGE), CHOSEN_FILTERS_MESSAGE)
  .max(MAX_CHOSEN_FILTERS, CHOSEN_FILTERS_MESSAGE)
  .transform((ids) => [...new Set(ids)]);
