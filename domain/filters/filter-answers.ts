import { z } from 'zod';
import { categoryAnswerSchema } from '../categories/category-answers.ts';
import { vendorPageAnswerSchema } from '../listings/vendor-answers.ts';
import { isoTime, namedRefSchema, okMessageSchema, okSchema } from '../shared/answers.ts';

/** An SEO filter landing page as the API sends it. */
export const seoFilterAnswerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  category: namedRefSchema.nullable(),
  filterKey: z.string(),
  filterValue: z.string(),
  /** The full document title (already ends with the site name). */
  seoTitle: z.string(),
  seoDescription: z.string(),
  metaKeywords: z.array(z.string()),
  /** HTML written by admins: sanitize before rendering. */
  content: z.string().nullable(),
  sortOrder: z.number(),
  isActive: z.boolean(),
  vendorCount: z.number(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type SeoFilterDto = z.infer<typeof seoFilterAnswerSchema>;

/** GET /api/filters: the active filters grouped by category slug. */
export const filterGroupsAnswerSchema = okSchema.extend({
  data: z.record(z.string(), z.object({ category: categoryAnswerSchema, filters: z.array(seoFilterAnswerSchema) })),
});
/** GET /api/filters/category/{categorySlug}. */
export const categoryFiltersAnswerSchema = okSchema.extend({ category: categoryAnswerSchema, filters: z.array(seoFilterAnswerSchema) });
export type CategoryFiltersAnswer = z.infer<typeof categoryFiltersAnswerSchema>;
/** GET /api/filters/{categorySlug}/{filterSlug}. */
export const oneFilterAnswerSchema = okSchema.extend({ filter: seoFilterAnswerSchema, category: categoryAnswerSchema });
/** GET /api/vendors/category/{categorySlug}/{filterSlug}: the landing page's vendors, the filter and its category. */
export const filterLandingAnswerSchema = vendorPageAnswerSchema.extend({ filter: seoFilterAnswerSchema, category: categoryAnswerSchema });
export type FilterLandingAnswer = z.infer<typeof filterLandingAnswerSchema>;
/** POST, PUT /api/filters/{id}, PUT /api/filters/{id}/toggle. */
export const filterSavedAnswerSchema = okMessageSchema.extend({ filter: seoFilterAnswerSchema });
/** GET /api/admin/filters: every filter, active or not, and the public site address for View links. */
export const adminFiltersAnswerSchema = okSchema.extend({ filters: z.array(seoFilterAnswerSchema), publicBaseUrl: z.string() });
