import type { Knex } from 'knex';

/**
 * One SEO landing page per value of a category's filter key (issue 15.17): a second filter with the same
 * category, key and value would be a second page for the same vendors. SaveFilter checks it in its
 * transaction and answers 409; this unique index makes the check atomic when two admins save at once.
 * The demo seed has one filter per (category, key, value).
 */
export const INDEX = 'seo_filters_category_key_value_unique';

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('seo_filters', (t) => {
    t.unique(['category_id', 'filter_key', 'filter_value'], { indexName: INDEX });
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('seo_filters', (t) => {
    t.dropUnique(['category_id', 'filter_key', 'filter_value'], INDEX);
  });
};
