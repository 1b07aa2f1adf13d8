import type { Knex } from 'knex';
import type { CategoryRepository } from '../../../application/ports/category-repository.ts';
import type { FilterRepository } from '../../../application/ports/filter-repository.ts';
import type { VendorRepository } from '../../../application/ports/vendor-repository.ts';
import type { VendorSearch } from '../../../application/ports/vendor-search.ts';
import { KnexCategoryRepository } from '../../../adapters/persistence/knex/repositories/knex-category-repository.ts';
import { KnexFilterRepository } from '../../../adapters/persistence/knex/repositories/knex-filter-repository.ts';
import { KnexVendorRepository } from '../../../adapters/persistence/knex/repositories/knex-vendor-repository.ts';
import { KnexVendorSearch } from '../../../adapters/persistence/knex/repositories/knex-vendor-search.ts';
import { searchNarrowing } from '../../../adapters/persistence/knex/vendor-criteria-sql.ts';
import { KnexRankingRepository } from '../../../adapters/persistence/knex/repositories/knex-ranking-repository.ts';
import type { RankingRepository } from '../../../application/ports/ranking-repository.ts';
import { categoryRoutes } from '../../../adapters/http/routes/categories.ts';
import { filterRoutes } from '../../../adapters/http/routes/filters.ts';
import { vendorSelfServiceRoutes } from '../../../adapters/http/routes/vendor-self-service.ts';
import { vendorRoutes } from '../../../adapters/http/routes/vendors.ts';
import { similarVendorRoutes } from '../../../adapters/http/routes/similar-vendors.ts';
import { TOKENS } from '../tokens.ts';
import { mediaUrlOf, type AppModule } from './module.ts';

/** Categories, public listings and filter pages, and a vendor's own listing (profile, filters, photos). */
export const listingsModule: AppModule = {
  bind(c) {
    c.bind<CategoryRepository>(TOKENS.CategoryRepository).toResolvedValue((knex: Knex) => new KnexCategoryRepository(knex), [TOKENS.Knex]);
    c.bind<VendorRepository>(TOKENS.VendorRepository).toResolvedValue((knex: Knex) => new KnexVendorRepository(knex), [TOKENS.Knex]);
    // Search is a port of its own (ADR 38); the list's other criteria narrow its matches as they narrow a list.
    c.bind<VendorSearch>(TOKENS.VendorSearch).toResolvedValue((knex: Knex) => new KnexVendorSearch(knex, { narrow: searchNarrowing(knex) }), [TOKENS.Knex]);
    c.bind<FilterRepository>(TOKENS.FilterRepository).toResolvedValue((knex: Knex) => new KnexFilterRepository(knex), [TOKENS.Knex]);
    c.bind<RankingRepository>(TOKENS.RankingRepository).toResolvedValue((knex: Knex) => new KnexRankingRepository(knex), [TOKENS.Knex]);
  },

  routes(c, config, use) {
    const mediaUrl = mediaUrlOf(c);
    return [
      { path: '/categories', routes: categoryRoutes(use, { mediaUrl }) },
      // The owner's (or an admin's) view of a listing answers before the public one.
      { path: '/vendors', routes: vendorSelfServiceRoutes(use, { mediaUrl }) },
      { path: '/vendors', routes: vendorRoutes(use, { clock: c.get(TOKENS.Clock), trustProxy: config.trustProxy, mediaUrl }) },
      // 'Also ask similar vendors' (issue 39 §4): a page of the vendor's list, beside the vendor routes.
      { path: '/vendors', routes: similarVendorRoutes(use, { clock: c.get(TOKENS.Clock), mediaUrl }) },
      { path: '/filters', routes: filterRoutes(use, { mediaUrl }) },
    ];
  },
};
