import { z } from 'zod';
import { chosenFilterIdsField } from '../filters/chosen-filters.ts';
import { FILTER_KEYS, isFilterKey, type FilterKey } from '../filters/filter-catalogue.ts';
import { emailField, oneLine, requiredText } from '../shared/text-fields.ts';
import { vendorLocationSchema, vendorProfileSchema } from './vendor-profile.ts';

/** Admin vendor list: page size default and maximum (SPEC.md §7: 'page 1, limit 50'). */
export const ADMIN_VENDOR_PAGE_SIZE = 50;
export const ADMIN_VENDOR_SEARCH_DEBOUNCE_MS = 300;

export const VENDOR_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const VENDOR_FEATURED_FILTERS = ['all', 'featured', 'not-featured'] as const;

const flag = z.boolean('Must be true or false');

/**
 * PUT /api/admin/vendors/{id} and the admin edit modal: the profile fields a vendor may edit (the address
 * among them), plus the three moderation flags. Absent keys keep their value.
 */
export const adminVendorUpdateSchema = vendorProfileSchema.extend({
  isActive: flag.optional(),
  isFeatured: flag.optional(),
  isVerified: flag.optional(),
});
export type AdminVendorUpdateInput = z.output<typeof adminVendorUpdateSchema>;

/**
 * POST /api/admin/vendors and the 'Add New Vendor' form: a listing created by an admin, active unless
 * unticked. An owner email, when given, becomes the listing's owner and is sent a login link.
 */
export const adminVendorCreateSchema = vendorProfileSchema
  .extend({
    name: oneLine('Business name', requiredText('Business name is required', 200)),
    category: oneLine('Category', requiredText('Category is required', 64)),
    location: vendorLocationSchema,
    isActive: flag.default(true),
    isFeatured: flag.default(false),
    isVerified: flag.default(false),
    ownerEmail: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v ?? undefined), emailField().optional()),
    /** The category's style facts and indoor/outdoor: ids of its SEO filters (issue 36). */
    filterIds: chosenFilterIdsField.default([]),
  });
export type AdminVendorCreateInput = z.output<typeof adminVendorCreateSchema>;

const pageNumber = (fallback: number, max: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : Number(v)), z.number('Must be a number').int('Must be a whole number').min(1, 'Must be 1 or more').max(max, `Must be at most ${max}`));

/**
 * GET /api/admin/vendors query: search (name, email, description), status, featured, category (id or
 * slug) and one value per filter key; 'all' and '' mean "any".
 */
export const adminVendorQuerySchema = z
  .object({
    search: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v ?? ''), z.string().max(200, 'Search is too long')),
    page: pageNumber(1, 100_000),
    limit: pageNumber(ADMIN_VENDOR_PAGE_SIZE, ADMIN_VENDOR_PAGE_SIZE),
    status: z.preprocess((v) => v || 'all', z.enum(VENDOR_STATUS_FILTERS, 'Status must be all, active or inactive')),
    featured: z.preprocess((v) => v || 'all', z.enum(VENDOR_FEATURED_FILTERS, 'Featured must be all, featured or not-featured')),
    category: z.preprocess((v) => (v === 'all' || v === '' ? undefined : v), z.string().max(64).optional()),
    ...Object.fromEntries(FILTER_KEYS.map((k) => [k, z.preprocess((v) => (v === 'all' || v === '' ? undefined : v), z.string().max(100).optional())])),
  })
  .transform((q) => {
    const raw = q as Record<string, unknown>;
    const filters: Partial<Record<FilterKey, string>> = {};
    for (const key of FILTER_KEYS) if (typeof raw[key] === 'string') filters[key] = raw[key] as string;
    return { search: q.search, page: q.page, limit: q.limit, status: q.status, featured: q.featured, category: q.category, filters };
  });
export type AdminVendorQuery = z.output<typeof adminVendorQuerySchema>;

const vendorIdList = (emptyMessage: string) =>
  z.array(z.string().min(1).max(191), 'vendorIds must be a list of vendor ids').min(1, emptyMessage).max(500, 'At most 500 vendors at a time');

/**
 * The admin bulk apply (SPEC.md §5 'Admin bulk'): an object of filter key → value; empty values are
 * ignored, and at least one must remain.
 */
export const bulkApplyFiltersSchema = z.object({
  vendorIds: vendorIdList('Please select vendors to apply filters to'),
  filters: z
    .record(z.string(), z.unknown(), 'filters must be an object of filter key to value')
    .transform((obj, ctx) => {
      const chosen: Partial<Record<FilterKey, string>> = {};
      for (const [key, value] of Object.entries(obj)) {
        if (value === undefined || value === null || value === '' || value === 'all') continue;
        if (!isFilterKey(key) || typeof value !== 'string' || value.length > 100) {
          ctx.addIssue({ code: 'custom', message: `Unknown filter ${key}` });
          return z.NEVER;
        }
        chosen[key] = value;
      }
      if (!Object.keys(chosen).length) {
        ctx.addIssue({ code: 'custom', message: 'Please select at least one filter to apply' });
        return z.NEVER;
      }
      return chosen;
    }),
});
export type BulkApplyFiltersInput = z.output<typeof bulkApplyFiltersSchema>;

/** The admin bulk clear: every filter of the selected vendors, or only those of the given keys. */
export const bulkClearFiltersSchema = z.object({
  vendorIds: vendorIdList('Please select vendors to clear filters from'),
  filterKeys: z.array(z.string().refine(isFilterKey, 'Unknown filter key'), 'filterKeys must be a list of filter keys').max(FILTER_KEYS.length).optional(),
});
