import { Hono } from 'hono';
import { z } from 'zod';
import type { GetPublicFilter, ListCategoryFilters, ListPublicFilters } from '../../../application/filters/filter-queries.ts';
import type { ModerateFilter, SaveFilter } from '../../../application/admin/manage-filters.ts';
import { seoFilterSchema } from '../../../domain/filters/seo-filter-form.ts';
import { requireAdmin, type AuthEnv } from '../auth.ts';
import { toCategoryDto } from '../dto/category-dto.ts';
import { toFilterDto } from '../dto/filter-dto.ts';
import type { MediaUrl } from '../dto/vendor-dto.ts';
import { PUBLIC_REVALIDATE } from '../conditional-get.ts';
import { validate } from '../validation.ts';
import { categoryFiltersAnswerSchema, filterGroupsAnswerSchema, filterSavedAnswerSchema, oneFilterAnswerSchema } from '../../../domain/filters/filter-answers.ts';
import { okMessageSchema } from '../../../domain/shared/answers.ts';
import { answer } from '../route-answers.ts';

export interface FilterRouteDeps {
  listPublicFilters: ListPublicFilters;
  listCategoryFilters: ListCategoryFilters;
  getPublicFilter: GetPublicFilter;
  saveFilter: SaveFilter;
  moderateFilter: ModerateFilter;
  mediaUrl: MediaUrl;
}

const slug = z.string().min(1).max(191);
const idParam = z.object({ id: slug });

/** Public reads of the SEO filters, and the admin writes (SPEC.md §7 'Categories, filters'). */
export const filterRoutes = (d: FilterRouteDeps) =>
  new Hono<AuthEnv>()
    .post('/', requireAdmin, validate('json', seoFilterSchema), async (c) => {
      const filter = await d.saveFilter.create(c.req.valid('json'));
      return c.json(answer(filterSavedAnswerSchema, { success: true, message: 'Filter created successfully!', filter: toFilterDto(filter) }), 201);
    })
    .put('/:id/toggle', requireAdmin, validate('param', idParam), async (c) => {
      const filter = await d.moderateFilter.toggle(c.req.valid('param').id);
      return c.json(answer(filterSavedAnswerSchema, { success: true, message: `Filter ${filter.isActive ? 'activated' : 'deactivated'} successfully!`, filter: toFilterDto(filter) }));
    })
    .put('/:id', requireAdmin, validate('param', idParam), validate('json', seoFilterSchema), async (c) => {
      const filter = await d.saveFilter.update(c.req.valid('param').id, c.req.valid('json'));
      return c.json(answer(filterSavedAnswerSchema, { success: true, message: 'Filter updated successfully!', filter: toFilterDto(filter) }));
    })
    .delete('/:id', requireAdmin, validate('param', idParam), async (c) => {
      await d.moderateFilter.delete(c.req.valid('param').id);
      return c.json(answer(okMessageSchema, { success: true, message: 'Filter deleted successfully!' }));
    })
    .get('/', async (c) => {
      const groups = await d.listPublicFilters.execute();
      const data = Object.fromEntries(
        Object.entries(groups).map(([key, g]) => [key, { category: toCategoryDto(g.category, d.mediaUrl), filters: g.filters.map(toFilterDto) }]),
      );
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return c.json(answer(filterGroupsAnswerSchema, { success: true, data }));
    })
    .get('/category/:categorySlug', validate('param', z.object({ categorySlug: slug })), async (c) => {
      const { category, filters } = await d.listCategoryFilters.execute(c.req.valid('param').categorySlug);
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return c.json(answer(categoryFiltersAnswerSchema, { success: true, category: toCategoryDto(category, d.mediaUrl), filters: filters.map(toFilterDto) }));
    })
    .get('/:categorySlug/:filterSlug', validate('param', z.object({ categorySlug: slug, filterSlug: slug })), async (c) => {
      const { categorySlug, filterSlug } = c.req.valid('param');
      const { category, filter } = await d.getPublicFilter.execute(categorySlug, filterSlug);
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return c.json(answer(oneFilterAnswerSchema, { success: true, filter: toFilterDto(filter), category: toCategoryDto(category, d.mediaUrl) }));
    });
