import type { Knex } from 'knex';
import { ulid } from 'ulid';
import type { CategorySlug } from '../../domain/categories/category.ts';

/** Minimal rows for tests that need data in a real database, each test inserting its own. */
const now = () => new Date();

export const insertCategory = async (knex: Knex, slug: CategorySlug, name: string, sortOrder: number) => {
  const id = ulid();
  await knex('categories').insert({ id, name, slug, description: `${name} of the Upstate`, sort_order: sortOrder, image_key: null, created_at: now(), updated_at: now() });
  return id;
};

export const insertVendor = async (knex: Knex, categoryId: string, overrides: Record<string, unknown> = {}) => {
  const id = ulid();
  const name = (overrides.name as string) ?? `Vendor ${id.slice(-6)}`;
  await knex('vendors').insert({
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + id.slice(-6).toLowerCase(),
    category_id: categoryId,
    city: 'Greenville',
    county: 'Greenville',
    state: 'SC',
    is_active: true,
    created_at: now(),
    updated_at: now(),
    ...overrides,
  });
  return id;
};
