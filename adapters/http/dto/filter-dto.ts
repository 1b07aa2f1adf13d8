import type { SeoFilter } from '../../../domain/filters/seo-filter.ts';
import type { SeoFilterDto } from '../../../domain/filters/filter-answers.ts';
import { toRefDto } from './vendor-dto.ts';

export const toFilterDto = ({ id, ...f }: SeoFilter): SeoFilterDto => ({
  _id: id,
  ...f,
  category: f.category ? toRefDto(f.category) : null,
  createdAt: f.createdAt.toISOString(),
  updatedAt: f.updatedAt.toISOString(),
});
