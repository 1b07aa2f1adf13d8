import type { CategorySlug } from '../categories/category.ts';

/**
 * A venue's street address (issue 36): '12 Mill Street', shown on the vendor page's location card above the
 * city, state and ZIP. The vendor's dashboard, the admin's edit modal and New Vendor, and the application ask
 * it of venues with one field (`streetAddressField`, vendor-profile.ts); other categories serve couples where
 * they are and state a town only. No zod here: the public vendor page reads these without loading it.
 */
export const STREET_ADDRESS_MAX = 200;
export const STREET_ADDRESS_TOO_LONG = `Street address must be at most ${STREET_ADDRESS_MAX} characters`;

/** The categories whose listings state a street address: venues (couples and guests drive to them). */
const STREET_ADDRESS_CATEGORIES: readonly CategorySlug[] = ['venues'];

/** Whether a category's forms ask a street address (and its location card shows one). */
export const asksStreetAddress = (category: string | null | undefined): boolean => STREET_ADDRESS_CATEGORIES.includes(category as CategorySlug);
