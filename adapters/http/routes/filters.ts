import { Hono } from 'hono';
import { z } from 'zod';
import type { GetPublicFilter, ListCategoryFilters, ListPublicFilters } from '../../../application/filters/filter-queries.ts';
import { toCategoryDto } from '../dto/category-dto.ts';
import { toFilterDto } from '../dto/filter-dto.ts';
import type { MediaUrl } from '../dto/vendor-dto.ts';
import { validate } from '../validation.ts';

export interface FilterRouteDeps {
  listPublicFilters: ListPublicFilters;
  listCategoryFilters: ListCategoryFilters;
  getPublicFilter: GetPublicFilter;
  mediaUrl: MediaUrl;
}

const slug = z.string().min(1).max(191);

export const filterRoutes = (d: FilterRouteDeps) =>
  new Hono()
    .get('/', async (c) => {
      const groups = await d.listPublicFilters.execute();
      const data = Object.fromEntries(
        Object.entries(groups).map(([key, g]) => [key, { category: toCategoryDto(g.category, d.mediaUrl), filters: g.filters.map(toFilterDto) }]),
      );
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ success: true, data });
    })
    .get('/category/:categorySlug', validate('param', z.object({ categorySlug: slug })), async (c) => {
      const { category, filters } = await d.listCategoryFilters.execute(c.req.valid('param').categorySlug);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ success: true, category: toCategoryDto(category, d.mediaUrl), filters: filters.map(toFilterDto) });
    })
    .get('/:categorySlug/:filterSlug', validate('param', z.object({ categorySlug: slug, filterSlug: slug })), async (c) => {
      const { categorySlug, filterSlug } = c.req.valid('param');
      const { category, filter } = await d.getPublicFilter.execute(categorySlug, filterSlug);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ success: true, filter: toFilterDto(filter), category: toCategoryDto(category, d.mediaUrl) });
    });
