import type { Knex } from 'knex';
import { dialectOf } from '../connection.ts';
import { ID_LENGTH } from './schema.ts';

const LANDING_CARDS = 'landing_cards';

/**
 * A landing page's cards stored in its order (issue 19, docs/adr/0031-landing-cards.md): `landing_cards`,
 * one row per link of a listed vendor to an SEO filter, its primary key the landing page's criteria and the
 * published order, carrying the vendor's stored cards; filled here from the vendors and their links.
 * (Its writer went with issue 38: the table is left empty here and dropped by migration 039.)
 * Written as SQL: the key's descending columns are beyond knex's schema builder.
 */
const ORDER_KEY = 'PRIMARY KEY (filter_id, category_id, review_average DESC, review_count DESC, rotation_key, vendor_id)';

export const up = async (knex: Knex): Promise<void> => {
  const id = `varchar(${ID_LENGTH}) NOT NULL`;
  if (dialectOf(knex) === 'mysql') {
    await knex.raw(
      `CREATE TABLE ${LANDING_CARDS} (filter_id ${id}, category_id ${id}, review_average decimal(3,2) NOT NULL, review_count int NOT NULL,` +
        ` rotation_key int unsigned NOT NULL, vendor_id ${id}, card mediumtext NULL, card_answer mediumtext NULL, ${ORDER_KEY},` +
        ` UNIQUE KEY landing_cards_vendor_filter_unique (vendor_id, filter_id),` +
        ' CONSTRAINT landing_cards_vendor_id_foreign FOREIGN KEY (vendor_id) REFERENCES vendors (id) ON DELETE CASCADE,' +
        ' CONSTRAINT landing_cards_filter_id_foreign FOREIGN KEY (filter_id) REFERENCES seo_filters (id) ON DELETE CASCADE' +
        ') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
  } else {
    await knex.raw(
      `CREATE TABLE ${LANDING_CARDS} (filter_id ${id} REFERENCES seo_filters (id) ON DELETE CASCADE, category_id ${id}, review_average decimal(3,2) NOT NULL,` +
        ` review_count integer NOT NULL, rotation_key integer NOT NULL, vendor_id ${id} REFERENCES vendors (id) ON DELETE CASCADE, card text NULL, card_answer text NULL, ${ORDER_KEY})`,
    );
    await knex.raw(`CREATE UNIQUE INDEX landing_cards_vendor_filter_unique ON ${LANDING_CARDS} (vendor_id, filter_id)`);
  }
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable(LANDING_CARDS);
};
