import { z } from 'zod';
import { okSchema } from '../shared/answers.ts';

/** A category as the API sends it, with the number of active vendors in it. */
export const categoryAnswerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  sortOrder: z.number(),
  vendorCount: z.number(),
  imageUrl: z.string().nullable(),
});
export type CategoryDto = z.infer<typeof categoryAnswerSchema>;

/** GET /api/categories. */
export const categoriesAnswerSchema = okSchema.extend({ categories: z.array(categoryAnswerSchema) });
/** GET /api/categories/{id}. */
export const oneCategoryAnswerSchema = okSchema.extend({ category: categoryAnswerSchema });
