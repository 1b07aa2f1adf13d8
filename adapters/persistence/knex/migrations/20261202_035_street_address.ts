import type { Knex } from 'knex';

/**
 * A venue's street address (issue 36), on the listing and on the application (approval copies it), and the
 * style facts an applicant picks (`applications.filter_ids`: JSON, ids of its category's SEO filters, which
 * approval gives the listing). The vendor page's stored answer now carries the address: every stored text is
 * built again for the vendors already stored.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    t.string('street_address', 200).nullable();
  });
  await knex.schema.alterTable('applications', (t) => {
    t.string('street_address', 200).nullable();
    t.text('filter_ids').nullable();
  });
  // (It rebuilt the stored cards here; migration 041 dropped them: cards are read from the tables.)
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('applications', (t) => {
    t.dropColumn('filter_ids');
    t.dropColumn('street_address');
  });
  await knex.schema.alterTable('vendors', (t) => {
    t.dropColumn('street_address');
  });
};
