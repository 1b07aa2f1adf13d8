import type { Container } from 'inversify';
import { GetCategory } from '../../../application/categories/get-category.ts';
import { GetPublicFilter, ListFilterVendors } from '../../../application/filters/filter-queries.ts';
import { GetPublicVendor } from '../../../application/listings/get-public-vendor.ts';
import { ListVendors } from '../../../application/listings/list-vendors.ts';
import { ListSitemapEntries, ListSitemapFiles, ListSitemapVendors } from '../../../application/seo/list-sitemap-entries.ts';
import type { SeoRouteDeps } from '../../../adapters/http/seo/seo-routes.ts';
import type { AppConfig } from '../config.ts';
import { TOKENS } from '../tokens.ts';
import { bindClass, mediaUrlOf, type AppModule } from './module.ts';

/** The sitemap; the server-rendered head tags and pages read the listings module's use cases. */
export const seoModule: AppModule = {
  bind(c) {
    bindClass(c, ListSitemapEntries, [TOKENS.CategoryRepository, TOKENS.FilterRepository]);
    bindClass(c, ListSitemapFiles, [TOKENS.VendorRepository]);
    bindClass(c, ListSitemapVendors, [TOKENS.VendorRepository]);
  },
};

/** What the SEO routes (outside /api: pages, sitemap.xml, robots.txt) are given. */
export const seoRouteDeps = (c: Container, config: AppConfig): SeoRouteDeps => ({
  baseUrl: config.publicBaseUrl,
  mediaUrl: mediaUrlOf(c),
  getCategory: c.get(GetCategory),
  listVendors: c.get(ListVendors),
  getPublicVendor: c.get(GetPublicVendor),
  getPublicFilter: c.get(GetPublicFilter),
  listFilterVendors: c.get(ListFilterVendors),
  listSitemapEntries: c.get(ListSitemapEntries),
  listSitemapFiles: c.get(ListSitemapFiles),
  listSitemapVendors: c.get(ListSitemapVendors),
});
