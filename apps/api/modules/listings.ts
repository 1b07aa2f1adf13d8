import type { Knex } from 'knex';
import { GetCategory } from '../../../application/categories/get-category.ts';
import { ListCategories } from '../../../application/categories/list-categories.ts';
import { GetPublicFilter, ListCategoryFilters, ListFilterVendors, ListPublicFilters } from '../../../application/filters/filter-queries.ts';
import { GetPublicVendor } from '../../../application/listings/get-public-vendor.ts';
import { ListVendorCities } from '../../../application/listings/list-vendor-cities.ts';
import { ListVendors } from '../../../application/listings/list-vendors.ts';
import { ModerateFilter, SaveFilter } from '../../../application/admin/manage-filters.ts';
import { BulkApplyFilters, BulkClearFilters } from '../../../application/admin/manage-vendors.ts';
import { ListVendorReviews } from '../../../application/reviews/list-vendor-reviews.ts';
import { SubmitReview } from '../../../application/reviews/submit-review.ts';
import { CancelOwnPlan } from '../../../application/subscriptions/upgrades.ts';
import { UpdateVendorProfile } from '../../../application/vendors/update-vendor-profile.ts';
import { GetManagedVendor } from '../../../application/vendors/vendor-access.ts';
import { SetVendorFilters } from '../../../application/vendors/vendor-filters.ts';
import { CheckPendingUpload, ConfirmPhotoUpload, ManageVendorPhotos, RequestPhotoUpload } from '../../../application/vendors/vendor-photos.ts';
import type { CategoryRepository } from '../../../application/ports/category-repository.ts';
import type { FilterRepository } from '../../../application/ports/filter-repository.ts';
import type { VendorRepository } from '../../../application/ports/vendor-repository.ts';
import { KnexCategoryRepository } from '../../../adapters/persistence/knex/repositories/knex-category-repository.ts';
import { KnexFilterRepository } from '../../../adapters/persistence/knex/repositories/knex-filter-repository.ts';
import { KnexVendorRepository } from '../../../adapters/persistence/knex/repositories/knex-vendor-repository.ts';
import { categoryRoutes } from '../../../adapters/http/routes/categories.ts';
import { filterRoutes } from '../../../adapters/http/routes/filters.ts';
import { vendorSelfServiceRoutes } from '../../../adapters/http/routes/vendor-self-service.ts';
import { vendorRoutes } from '../../../adapters/http/routes/vendors.ts';
import { TOKENS } from '../tokens.ts';
import { bindClass, mediaUrlOf, type AppModule } from './module.ts';

/** Categories, public listings and filter pages, and a vendor's own listing (profile, filters, photos). */
export const listingsModule: AppModule = {
  bind(c) {
    c.bind<CategoryRepository>(TOKENS.CategoryRepository).toResolvedValue((knex: Knex) => new KnexCategoryRepository(knex), [TOKENS.Knex]);
    c.bind<VendorRepository>(TOKENS.VendorRepository).toResolvedValue((knex: Knex) => new KnexVendorRepository(knex), [TOKENS.Knex]);
    c.bind<FilterRepository>(TOKENS.FilterRepository).toResolvedValue((knex: Knex) => new KnexFilterRepository(knex), [TOKENS.Knex]);

    bindClass(c, ListCategories, [TOKENS.CategoryRepository]);
    bindClass(c, GetCategory, [TOKENS.CategoryRepository]);
    bindClass(c, ListVendors, [TOKENS.CategoryRepository, TOKENS.VendorRepository]);
    bindClass(c, GetPublicVendor, [TOKENS.VendorRepository]);
    bindClass(c, ListVendorCities, [TOKENS.CategoryRepository, TOKENS.VendorRepository]);
    bindClass(c, ListPublicFilters, [TOKENS.CategoryRepository, TOKENS.FilterRepository]);
    bindClass(c, ListCategoryFilters, [TOKENS.CategoryRepository, TOKENS.FilterRepository]);
    bindClass(c, GetPublicFilter, [TOKENS.CategoryRepository, TOKENS.FilterRepository]);
    bindClass(c, ListFilterVendors, [TOKENS.CategoryRepository, TOKENS.FilterRepository, TOKENS.VendorRepository]);

    // A vendor's own listing (issue 5).
    bindClass(c, GetManagedVendor, [TOKENS.VendorRepository]);
    bindClass(c, UpdateVendorProfile, [TOKENS.VendorRepository, TOKENS.CategoryRepository, TOKENS.RichTextSanitizer, TOKENS.UnitOfWork, TOKENS.Clock]);
    bindClass(c, SetVendorFilters, [TOKENS.VendorRepository, TOKENS.UnitOfWork]);
    bindClass(c, RequestPhotoUpload, [TOKENS.VendorRepository, TOKENS.UnitOfWork, TOKENS.FileStorage, TOKENS.IdGenerator, TOKENS.Clock]);
    bindClass(c, ConfirmPhotoUpload, [TOKENS.VendorRepository, TOKENS.UnitOfWork, TOKENS.FileStorage, TOKENS.ImageProcessor, TOKENS.IdGenerator, TOKENS.Clock, TOKENS.Logger]);
    bindClass(c, ManageVendorPhotos, [TOKENS.VendorRepository, TOKENS.UnitOfWork, TOKENS.FileStorage, TOKENS.Clock, TOKENS.Logger]);
    bindClass(c, CheckPendingUpload, [TOKENS.UnitOfWork]);
  },

  routes(c, config) {
    const mediaUrl = mediaUrlOf(c);
    return [
      { path: '/categories', routes: categoryRoutes({ listCategories: c.get(ListCategories), getCategory: c.get(GetCategory), mediaUrl }) },
      // The owner's (or an admin's) view of a listing answers before the public one.
      {
        path: '/vendors',
        routes: vendorSelfServiceRoutes({
          getManagedVendor: c.get(GetManagedVendor),
          updateVendorProfile: c.get(UpdateVendorProfile),
          setVendorFilters: c.get(SetVendorFilters),
          requestPhotoUpload: c.get(RequestPhotoUpload),
          confirmPhotoUpload: c.get(ConfirmPhotoUpload),
          manageVendorPhotos: c.get(ManageVendorPhotos),
          bulkApplyFilters: c.get(BulkApplyFilters),
          bulkClearFilters: c.get(BulkClearFilters),
          cancelOwnPlan: c.get(CancelOwnPlan),
          mediaUrl,
        }),
      },
      {
        path: '/vendors',
        routes: vendorRoutes({
          listVendors: c.get(ListVendors),
          getPublicVendor: c.get(GetPublicVendor),
          listVendorCities: c.get(ListVendorCities),
          listFilterVendors: c.get(ListFilterVendors),
          listVendorReviews: c.get(ListVendorReviews),
          submitReview: c.get(SubmitReview),
          clock: c.get(TOKENS.Clock),
          trustProxy: config.trustProxy,
          mediaUrl,
        }),
      },
      {
        path: '/filters',
        routes: filterRoutes({
          listPublicFilters: c.get(ListPublicFilters),
          listCategoryFilters: c.get(ListCategoryFilters),
          getPublicFilter: c.get(GetPublicFilter),
          saveFilter: c.get(SaveFilter),
          moderateFilter: c.get(ModerateFilter),
          mediaUrl,
        }),
      },
    ];
  },
};

