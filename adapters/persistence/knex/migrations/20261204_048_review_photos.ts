import type { Knex } from 'knex';
import { createTable, dropTables, idColumn, refColumn, timeColumn } from './schema.ts';

/**
 * Photos in reviews (issue 40 §3). A couple's photo goes through the vendor photos' upload pipeline: its
 * presigned upload is a `photo_uploads` row with `purpose` 'review' (so the pending-upload sweep and the local
 * upload route treat it as any other, and it never counts toward the vendor's own photo limit) and the hash
 * of the browser's upload session. The checked photo is a `review_photos` row, stored with its review and
 * deleted with it.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('photo_uploads', (t) => {
    t.string('purpose', 16).notNullable().defaultTo('listing');
    t.string('session_hash', 64).nullable();
    t.index(['session_hash'], 'photo_uploads_session_idx');
  });
  await createTable(knex, 'review_photos', (t) => {
    idColumn(t);
    refColumn(t, 'review_id').notNullable().references('id').inTable('reviews').onDelete('CASCADE');
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('storage_key', 500).notNullable();
    t.string('medium_key', 500).notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('position').notNullable();
    timeColumn(t, 'created_at').notNullable();
    t.index(['review_id', 'position'], 'review_photos_review_idx');
    t.index(['vendor_id'], 'review_photos_vendor_idx');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await dropTables(knex, ['review_photos']);
  await knex.schema.alterTable('photo_uploads', (t) => {
    t.dropIndex(['session_hash'], 'photo_uploads_session_idx');
    t.dropColumn('session_hash');
    t.dropColumn('purpose');
  });
};
