import { z } from 'zod';
import { CATEGORY_SLUGS, type CategorySlug } from '../categories/category.ts';
import { multiLine, oneLine, requiredText } from '../shared/text-fields.ts';
import { slugify } from '../listings/slug.ts';
import { withinMarkupBudget } from '../listings/rich-text.ts';
import { FILTER_KEYS_BY_CATEGORY, FILTER_VALUES, isFilterKey, type FilterKey } from './filter-catalogue.ts';

/** Field sizes of the SEO filter form (they match the seo_filters columns). */
export const SEO_FILTER_LIMITS = { name: 200, slug: 191, filterValue: 100, seoTitle: 255, seoDescription: 1000, keyword: 100, keywords: 30, content: 50_000 } as const;

/** The slug as the form generates it from the name (SPEC.md §5: the slug rules). */
export const filterSlugFromName = (name: string): string => slugify(name);

/** "barn, rustic venue, , x" → ['barn', 'rustic venue', 'x']: split on commas, trimmed, blanks dropped. */
export const parseMetaKeywords = (text: string): string[] =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

/** Sort order as the form sends it: a whole number ≥ 0; anything non-numeric becomes 0. */
export const parseSortOrder = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
};

/** The filter keys the form offers for a category slug (venues: venue_type and indoor_outdoor, …). */
export const filterKeysForCategory = (categorySlug: string | null | undefined): readonly FilterKey[] =>
  categorySlug && (CATEGORY_SLUGS as readonly string[]).includes(categorySlug) ? FILTER_KEYS_BY_CATEGORY[categorySlug as CategorySlug] : [];

/**
 * POST /api/filters and PUT /api/filters/{id}, and the admin form (SPEC.md §5 'Admin SEO filter form').
 * `category` is the category id; whether the key belongs to that category is checked by the use case,
 * which knows the category's slug.
 */
export const seoFilterSchema = z
  .object({
    name: oneLine('Name', requiredText('Name is required', SEO_FILTER_LIMITS.name)),
    slug: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z
        .string('Slug is required')
        .min(1, 'Slug is required')
        .max(SEO_FILTER_LIMITS.slug, `Must be at most ${SEO_FILTER_LIMITS.slug} characters`)
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may contain only lowercase letters, digits and single hyphens'),
    ),
    category: oneLine('Category', requiredText('Category is required', 64)),
    filterKey: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string('Filter key is required').min(1, 'Filter key is required').refine(isFilterKey, 'Please choose a filter key')),
    filterValue: oneLine('Filter value', requiredText('Filter value is required', SEO_FILTER_LIMITS.filterValue)),
    seoTitle: oneLine('SEO title', requiredText('SEO title is required', SEO_FILTER_LIMITS.seoTitle)),
    seoDescription: oneLine('SEO description', requiredText('SEO description is required', SEO_FILTER_LIMITS.seoDescription)),
    metaKeywords: z
      .preprocess(
        (v) => (typeof v === 'string' ? parseMetaKeywords(v) : Array.isArray(v) ? v.map((k) => (typeof k === 'string' ? k.trim() : k)).filter((k) => k !== '') : v ?? []),
        z.array(oneLine('Keywords', z.string('Keywords must be text').max(SEO_FILTER_LIMITS.keyword, `Each keyword must be at most ${SEO_FILTER_LIMITS.keyword} characters`)), 'Keywords must be a list').max(SEO_FILTER_LIMITS.keywords, `At most ${SEO_FILTER_LIMITS.keywords} keywords`),
      )
      .default([]),
    content: multiLine(
      'Content',
      z.preprocess(
        (v) => (typeof v === 'string' ? v.trim() || null : v ?? null),
        z.string('Content must be text').max(SEO_FILTER_LIMITS.content, 'Content is too long').refine((html) => withinMarkupBudget(html), 'Content has too much formatting').nullable(),
      ),
    ),
    sortOrder: z.preprocess(parseSortOrder, z.number().int().min(0).max(1_000_000, 'Sort order is too large')),
    isActive: z.boolean('Must be true or false').default(true),
  })
  .superRefine(
    (v, ctx) => {
      const key = v?.filterKey;
      if (typeof key !== 'string' || !isFilterKey(key) || typeof v.filterValue !== 'string') return;
      // A key with a known list takes only its listed values (the form offers them as a dropdown).
      if (FILTER_VALUES[key].length && !FILTER_VALUES[key].some((o) => o.value === v.filterValue)) {
        ctx.addIssue({ code: 'custom', path: ['filterValue'], message: 'Please choose a value from the list' });
      }
    },
    { when: () => true },
  );

export type SeoFilterInput = z.output<typeof seoFilterSchema>;
