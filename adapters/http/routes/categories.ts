import { Hono } from 'hono';
import { z } from 'zod';
import type { ListCategories } from '../../../application/categories/list-categories.ts';
import type { GetCategory } from '../../../application/categories/get-category.ts';
import { toCategoryDto } from '../dto/category-dto.ts';
import { PUBLIC_REVALIDATE } from '../conditional-get.ts';
import { validate } from '../validation.ts';
import { categoriesAnswerSchema, oneCategoryAnswerSchema } from '../../../domain/categories/category-answers.ts';
import { answer } from '../route-answers.ts';

export interface CategoryRouteDeps {
  listCategories: ListCategories;
  getCategory: GetCategory;
  mediaUrl: (key: string) => string;
}

const idParam = z.object({ id: z.string().min(1).max(64) });

export const categoryRoutes = ({ listCategories, getCategory, mediaUrl }: CategoryRouteDeps) =>
  new Hono()
    .get('/', async (c) => {
      const categories = await listCategories.execute();
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return c.json(answer(categoriesAnswerSchema, { success: true, categories: categories.map((cat) => toCategoryDto(cat, mediaUrl)) }));
    })
    .get('/:id', validate('param', idParam), async (c) => {
      const category = await getCategory.execute(c.req.valid('param').id);
      return c.json(answer(oneCategoryAnswerSchema, { success: true, category: toCategoryDto(category, mediaUrl) }));
    });
