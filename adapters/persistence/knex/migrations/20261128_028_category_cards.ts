import type { Knex } from 'knex';
import { dialectOf } from '../connection.ts';
import { ID_LENGTH } from './schema.ts';

const CATEGORY_CARDS = 'category_cards';

/**
 * A category list's cards stored in its order (issue 19, docs/adr/0034-category-cards.md): `category_cards`,
 * one row per listed vendor, its primary key the category and the published order, carrying the vendor's
 * stored cards. (Its writer went with issue 38: the table is left empty here and dropped by migration
 * 039.) Written as SQL: the key's descending columns are beyond knex's
 * schema builder.
 */
const ORDER_KEY = 'PRIMARY KEY (category_id, review_average DESC, review_count DESC, rotation_key, vendor_id)';

export const up = async (knex: Knex): Promise<void> => {
  const id = `varchar(${ID_LENGTH}) NOT NULL`;
  if (dialectOf(knex) === 'mysql') {
    await knex.raw(
      `CREATE TABLE ${CATEGORY_CARDS} (category_id ${id}, review_average decimal(3,2) NOT NULL, review_count int NOT NULL,` +
        ` rotation_key int unsigned NOT NULL, vendor_id ${id}, card mediumtext NULL, card_answer mediumtext NULL, ${ORDER_KEY},` +
        ' UNIQUE KEY category_cards_vendor_unique (vendor_id),' +
        ' CONSTRAINT category_cards_vendor_id_foreign FOREIGN KEY (vendor_id) REFERENCES vendors (id) ON DELETE CASCADE' +
        ') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
  } else {
    await knex.raw(
      `CREATE TABLE ${CATEGORY_CARDS} (category_id ${id}, review_average decimal(3,2) NOT NULL, review_count integer NOT NULL,` +
        ` rotation_key integer NOT NULL, vendor_id ${id} REFERENCES vendors (id) ON DELETE CASCADE, card text NULL, card_answer text NULL, ${ORDER_KEY})`,
    );
    await knex.raw(`CREATE UNIQUE INDEX category_cards_vendor_unique ON ${CATEGORY_CARDS} (vendor_id)`);
  }
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable(CATEGORY_CARDS);
};
