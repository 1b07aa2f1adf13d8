import type { Knex } from 'knex';
import { createTable, dropTables, idColumn, refColumn, richTextColumn, timeColumn, timestamps } from './schema.ts';
import { createVendorSearchIndex, dropVendorSearchIndex, SEARCH_COLUMNS_001 } from './vendor-search-index.ts';

/**
 * The directory itself: categories, users, vendors (with full-text search), tags, photos, SEO filters and
 * the vendor ↔ filter links.
 *
 * users.vendor_id → vendors and vendors.owner_user_id → users point at each other, so both tables are
 * created first and users' foreign key is added afterwards (on SQLite knex does that by rebuilding the
 * still-empty users table).
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'categories', (t) => {
    idColumn(t);
    t.string('name', 100).notNullable();
    t.string('slug', 100).notNullable().unique();
    t.text('description').notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    t.string('image_key', 255).nullable();
    timestamps(t);
  });

  await createTable(knex, 'users', (t) => {
    idColumn(t);
    t.string('email', 191).notNullable().unique(); // stored lowercased
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('is_active').notNullable().defaultTo(true);
    refColumn(t, 'vendor_id').nullable(); // foreign key added below, once vendors exists
    timeColumn(t, 'last_login_at').nullable();
    timestamps(t);
  });

  await createTable(knex, 'vendors', (t) => {
    idColumn(t);
    t.string('name', 200).notNullable();
    t.string('slug', 191).notNullable().unique();
    t.string('email', 255).nullable();
    t.string('phone', 50).nullable();
    t.string('website', 500).nullable();
    t.string('tagline', 300).nullable();
    richTextColumn(t, 'description').nullable();
    refColumn(t, 'category_id').notNullable().references('id').inTable('categories').onDelete('RESTRICT');
    t.string('city', 100).notNullable();
    t.string('county', 100).notNullable();
    t.string('state', 2).notNullable().defaultTo('SC');
    t.string('region', 100).nullable();
    t.string('zip_code', 10).nullable();
    t.integer('starting_price').nullable(); // whole dollars
    t.string('price_range', 20).notNullable().defaultTo('not-specified'); // not-specified|budget|moderate|premium|luxury
    richTextColumn(t, 'pricing_notes').nullable();
    t.string('social_instagram', 255).nullable();
    t.string('social_facebook', 255).nullable();
    t.string('social_pinterest', 255).nullable();
    t.string('social_tiktok', 255).nullable();
    t.integer('capacity').nullable();
    t.text('style').nullable(); // JSON: a string or a list of strings
    t.text('specialties').nullable(); // JSON: a list of strings
    t.integer('year_established').nullable();
    t.boolean('is_licensed').notNullable().defaultTo(false);
    t.boolean('is_insured').notNullable().defaultTo(false);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_featured').notNullable().defaultTo(false);
    t.boolean('is_verified').notNullable().defaultTo(false);
    t.boolean('premier_partner').notNullable().defaultTo(false);
    t.decimal('review_average', 3, 2).notNullable().defaultTo(0); // of published reviews
    t.integer('review_count').notNullable().defaultTo(0); // published reviews
    t.text('tags_text').nullable(); // tag names, for full-text search
    refColumn(t, 'owner_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    timestamps(t);
    t.index(['category_id', 'is_active', 'is_featured', 'review_average', 'review_count'], 'vendors_category_listing_idx');
    t.index(['is_active', 'is_featured', 'review_average', 'review_count'], 'vendors_listing_idx');
    t.index(['is_active', 'city'], 'vendors_active_city_idx');
    t.index(['is_active', 'premier_partner'], 'vendors_active_premier_idx');
    t.index(['owner_user_id'], 'vendors_owner_user_idx');
  });

  await knex.schema.alterTable('users', (t) => {
    t.foreign('vendor_id', 'users_vendor_id_foreign').references('id').inTable('vendors').onDelete('SET NULL');
    t.index(['vendor_id'], 'users_vendor_id_idx');
  });

  await createVendorSearchIndex(knex, SEARCH_COLUMNS_001);

  await createTable(knex, 'tags', (t) => {
    idColumn(t);
    t.string('name', 100).notNullable();
    t.string('slug', 191).notNullable().unique();
  });

  await createTable(knex, 'vendor_tags', (t) => {
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    refColumn(t, 'tag_id').notNullable().references('id').inTable('tags').onDelete('CASCADE');
    t.primary(['vendor_id', 'tag_id']);
    t.index(['tag_id'], 'vendor_tags_tag_idx');
  });

  await createTable(knex, 'vendor_images', (t) => {
    idColumn(t);
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('storage_key', 500).notNullable();
    t.string('medium_key', 500).nullable();
    t.string('alt_text', 500).nullable();
    t.string('caption', 500).nullable();
    t.boolean('is_primary').notNullable().defaultTo(false);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.integer('width').nullable();
    t.integer('height').nullable();
    t.string('content_type', 100).notNullable();
    t.integer('byte_size').nullable();
    timestamps(t);
    t.index(['vendor_id', 'sort_order'], 'vendor_images_vendor_order_idx');
  });

  await createTable(knex, 'photo_uploads', (t) => {
    idColumn(t);
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('storage_key', 500).notNullable();
    t.string('content_type', 100).notNullable();
    t.integer('file_size').notNullable();
    t.string('alt_text', 500).nullable();
    t.string('caption', 500).nullable();
    timeColumn(t, 'expires_at').notNullable();
    timeColumn(t, 'created_at').notNullable();
    t.index(['vendor_id'], 'photo_uploads_vendor_idx');
  });

  await createTable(knex, 'seo_filters', (t) => {
    idColumn(t);
    t.string('name', 200).notNullable();
    t.string('slug', 191).notNullable();
    refColumn(t, 'category_id').notNullable().references('id').inTable('categories').onDelete('RESTRICT');
    t.string('filter_key', 50).notNullable();
    t.string('filter_value', 100).notNullable();
    t.string('seo_title', 255).notNullable();
    t.text('seo_description').notNullable();
    t.text('meta_keywords').notNullable(); // JSON: a list of strings
    richTextColumn(t, 'content').nullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    t.boolean('is_active').notNullable().defaultTo(true);
    timestamps(t);
    t.unique(['category_id', 'slug'], { indexName: 'seo_filters_category_slug_unique' });
    t.index(['category_id', 'is_active', 'sort_order'], 'seo_filters_category_active_order_idx');
    t.index(['filter_key', 'filter_value'], 'seo_filters_key_value_idx');
  });

  await createTable(knex, 'vendor_filters', (t) => {
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    refColumn(t, 'filter_id').notNullable().references('id').inTable('seo_filters').onDelete('CASCADE');
    t.primary(['vendor_id', 'filter_id']);
    t.index(['filter_id', 'vendor_id'], 'vendor_filters_filter_vendor_idx');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await dropTables(knex, ['vendor_filters', 'seo_filters', 'photo_uploads', 'vendor_images', 'vendor_tags', 'tags']);
  await dropVendorSearchIndex(knex);
  // Break the users ↔ vendors cycle before dropping either table.
  await knex.schema.alterTable('users', (t) => {
    t.dropForeign('vendor_id', 'users_vendor_id_foreign');
  });
  await dropTables(knex, ['vendors', 'users', 'categories']);
};
