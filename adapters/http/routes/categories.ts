import { Hono } from 'hono';
import { resolveAll, type UseCaseInstances, type UseCases } from '../../../application/wiring.ts';
import { z } from 'zod';
import { ListCategories } from '../../../application/categories/list-categories.ts';
import { GetCategory } from '../../../application/categories/get-category.ts';
import { toCategoryDto } from '../dto/category-dto.ts';
import { PUBLIC_REVALIDATE } from '../response-cache.ts';
import { validate } from '../validation.ts';
import { categoriesAnswerSchema, oneCategoryAnswerSchema } from '../../../domain/categories/category-answers.ts';
import { reply } from '../route-answers.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const CATEGORY_ROUTE_USE_CASES = {
  listCategories: ListCategories,
  getCategory: GetCategory,
};

/** What these routes are given besides their use cases. */
export interface CategoryRouteOptions {
  mediaUrl: (key: string) => string;
}

type CategoryRouteDeps = UseCaseInstances<typeof CATEGORY_ROUTE_USE_CASES> & CategoryRouteOptions;

const idParam = z.object({ id: z.string().min(1).max(64) });

const categoryRoutesOf = ({ listCategories, getCategory, mediaUrl }: CategoryRouteDeps) =>
  new Hono()
    .get('/', async (c) => {
      const categories = await listCategories.execute();
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return reply(c, categoriesAnswerSchema, { success: true, categories: categories.map((cat) => toCategoryDto(cat, mediaUrl)) });
    })
    .get('/:id', validate('param', idParam), async (c) => {
      const category = await getCategory.execute(c.req.valid('param').id);
      return reply(c, oneCategoryAnswerSchema, { success: true, category: toCategoryDto(category, mediaUrl) });
    });

/** The routes, given the use-case resolver and their options. */
export const categoryRoutes = (use: UseCases, options: CategoryRouteOptions) => categoryRoutesOf({ ...resolveAll(use, CATEGORY_ROUTE_USE_CASES), ...options });
