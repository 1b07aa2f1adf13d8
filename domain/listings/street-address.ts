import { z } from 'zod';
import type { CategorySlug } from '../categories/category.ts';
import { oneLine } from '../shared/text-fields.ts';

/**
 * A venue's street address (issue 36): '12 Mill Street', shown on the vendor page's location card above the
 * city, state and ZIP. The vendor's dashboard, the admin's edit modal and New Vendor, and the application ask
 * it of venues with this one field; other categories serve couples where they are and state a town only.
 */
export const STREET_ADDRESS_MAX = 200;
export const STREET_ADDRESS_TOO_LONG = `Street address must be at most ${STREET_ADDRESS_MAX} characters`;

/** Optional text on one line: trimmed; '' or null clears it (null); absent keeps it (undefined). */
export const streetAddressField = oneLine(
  'Street address',
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string('Must be text').max(STREET_ADDRESS_MAX, STREET_ADDRESS_TOO_LONG).nullable().optional()),
);

/** The categories whose listings state a street address: venues (couples and guests drive to them). */
export const STREET_ADDRESS_CATEGORIES: readonly CategorySlug[] = ['venues'];

/** Whether a category's forms ask a street address. */
export const asksStreetAddress = (category: string | null | undefined): boolean => STREET_ADDRESS_CATEGORIES.includes(category as CategorySlug);
