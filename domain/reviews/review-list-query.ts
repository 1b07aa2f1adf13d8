import { z } from 'zod';
import { DEFAULT_REVIEW_SORT, REVIEW_SORT_MESSAGE, REVIEW_SORTS } from './review-sort.ts';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /api/vendors/{slugOrId}/reviews?sort=…: 'recent' when absent or empty; anything else is a 400 on `sort`. */
export const reviewSortField = z.preprocess(emptyToUndefined, z.enum(REVIEW_SORTS, REVIEW_SORT_MESSAGE).default(DEFAULT_REVIEW_SORT));
