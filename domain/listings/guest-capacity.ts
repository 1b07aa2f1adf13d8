import { z } from 'zod';
import type { CategorySlug } from '../categories/category.ts';
import { GUEST_CAPACITY_CATEGORIES } from './list-facts.ts';

/**
 * A listing's guest capacity (issue 36): how many guests a venue holds, the most guests a caterer serves.
 * The 'Guests' filter and the inbox's fit hint read it (`vendors.capacity`); the vendor's dashboard, the
 * admin's edit modal and New Vendor, and the application ask it with this one field.
 */
export const MAX_GUEST_CAPACITY = 10_000;
export const GUEST_CAPACITY_MESSAGE = `Guest capacity must be a whole number from 1 to ${MAX_GUEST_CAPACITY.toLocaleString('en-US')}`;

/** Optional: a numeric text is taken as its number; '' or null clears it (null), absent keeps it (undefined). */
const optionalWhole = (n: z.ZodNumber) =>
  z.preprocess((v) => (typeof v !== 'string' ? v : v.trim() === '' ? null : /^\d+$/.test(v.trim()) ? Number(v.trim()) : v), n.nullable().optional());

/** A whole number of guests from 1 to 10 000. */
export const guestCapacityField = optionalWhole(z.number(GUEST_CAPACITY_MESSAGE).int(GUEST_CAPACITY_MESSAGE).min(1, GUEST_CAPACITY_MESSAGE).max(MAX_GUEST_CAPACITY, GUEST_CAPACITY_MESSAGE));

/** The earliest year a business may say it was established. */
export const EARLIEST_YEAR_ESTABLISHED = 1800;
export const YEAR_ESTABLISHED_MESSAGE = `Year established must be a year from ${EARLIEST_YEAR_ESTABLISHED} to this year`;

/**
 * The year the business was established (couples read 'years in business' from it; issue 36): a whole year
 * from 1800 to the current year.
 */
export const yearEstablishedField = optionalWhole(
  z
    .number(YEAR_ESTABLISHED_MESSAGE)
    .int(YEAR_ESTABLISHED_MESSAGE)
    .min(EARLIEST_YEAR_ESTABLISHED, YEAR_ESTABLISHED_MESSAGE)
    .refine((y) => y <= new Date().getUTCFullYear(), YEAR_ESTABLISHED_MESSAGE),
);

/** Whether a category's listings state a guest capacity (venues, caterers): the forms ask it only there. */
export const asksGuestCapacity = (category: string | null | undefined): boolean => GUEST_CAPACITY_CATEGORIES.includes(category as CategorySlug);

/** The field's label by category: 'Most guests served' for caterers, 'Guest capacity' for venues. */
export const guestCapacityLabel = (category: string | null | undefined): string => (category === 'caterers' ? 'Most guests served' : 'Guest capacity');
