import { Hono } from 'hono';
import { resolveAll, type UseCaseInstances, type UseCases } from '../../../application/wiring.ts';
import { z } from 'zod';
import { GetPublicFilter, ListCategoryFilters, ListPublicFilters } from '../../../application/filters/filter-queries.ts';
import { ModerateFilter, SaveFilter } from '../../../application/admin/manage-filters.ts';
import { seoFilterSchema } from '../../../domain/filters/seo-filter-form.ts';
import { requireAdmin, type AuthEnv } from '../auth.ts';
import { toCategoryDto } from '../dto/category-dto.ts';
import { toFilterDto } from '../dto/filter-dto.ts';
import type { MediaUrl } from '../dto/vendor-dto.ts';
import { PUBLIC_REVALIDATE } from '../response-cache.ts';
import { validate } from '../validation.ts';
import { categoryFiltersAnswerSchema, filterGroupsAnswerSchema, filterSavedAnswerSchema, oneFilterAnswerSchema } from '../../../domain/filters/filter-answers.ts';
import { okMessageSchema } from '../../../domain/shared/answers.ts';
import { reply } from '../route-answers.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const FILTER_ROUTE_USE_CASES = {
  listPublicFilters: ListPublicFilters,
  listCategoryFilters: ListCategoryFilters,
  getPublicFilter: GetPublicFilter,
  saveFilter: SaveFilter,
  moderateFilter: ModerateFilter,
};

/** What these routes are given besides their use cases. */
export interface FilterRouteOptions {
  mediaUrl: MediaUrl;
}

type FilterRouteDeps = UseCaseInstances<typeof FILTER_ROUTE_USE_CASES> & FilterRouteOptions;

const slug = z.string().min(1).max(191);
const idParam = z.object({ id: slug });

/** Public reads of the SEO filters, and the admin writes (SPEC.md §7 'Categories, filters'). */
const filterRoutesOf = (d: FilterRouteDeps) =>
  new Hono<AuthEnv>()
    .post('/', requireAdmin, validate('json', seoFilterSchema), async (c) => {
      const filter = await d.saveFilter.create(c.req.valid('json'));
      return reply(c, filterSavedAnswerSchema, { success: true, message: 'Filter created successfully!', filter: toFilterDto(filter) }, 201);
    })
    .put('/:id/toggle', requireAdmin, validate('param', idParam), async (c) => {
      const filter = await d.moderateFilter.toggle(c.req.valid('param').id);
      return reply(c, filterSavedAnswerSchema, { success: true, message: `Filter ${filter.isActive ? 'activated' : 'deactivated'} successfully!`, filter: toFilterDto(filter) });
    })
    .put('/:id', requireAdmin, validate('param', idParam), validate('json', seoFilterSchema), async (c) => {
      const filter = await d.saveFilter.update(c.req.valid('param').id, c.req.valid('json'));
      return reply(c, filterSavedAnswerSchema, { success: true, message: 'Filter updated successfully!', filter: toFilterDto(filter) });
    })
    .delete('/:id', requireAdmin, validate('param', idParam), async (c) => {
      await d.moderateFilter.delete(c.req.valid('param').id);
      return reply(c, okMessageSchema, { success: true, message: 'Filter deleted successfully!' });
    })
    .get('/', async (c) => {
      const groups = await d.listPublicFilters.execute();
      const data = Object.fromEntries(
        Object.entries(groups).map(([key, g]) => [key, { category: toCategoryDto(g.category, d.mediaUrl), filters: g.filters.map(toFilterDto) }]),
      );
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return reply(c, filterGroupsAnswerSchema, { success: true, data });
    })
    .get('/category/:categorySlug', validate('param', z.object({ categorySlug: slug })), async (c) => {
      const { category, filters } = await d.listCategoryFilters.execute(c.req.valid('param').categorySlug);
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return reply(c, categoryFiltersAnswerSchema, { success: true, category: toCategoryDto(category, d.mediaUrl), filters: filters.map(toFilterDto) });
    })
    .get('/:categorySlug/:filterSlug', validate('param', z.object({ categorySlug: slug, filterSlug: slug })), async (c) => {
      const { categorySlug, filterSlug } = c.req.valid('param');
      const { category, filter } = await d.getPublicFilter.execute(categorySlug, filterSlug);
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return reply(c, oneFilterAnswerSchema, { success: true, filter: toFilterDto(filter), category: toCategoryDto(category, d.mediaUrl) });
    });

/** The routes, given the use-case resolver and their options. */
export const filterRoutes = (use: UseCases, options: FilterRouteOptions) => filterRoutesOf({ ...resolveAll(use, FILTER_ROUTE_USE_CASES), ...options });
