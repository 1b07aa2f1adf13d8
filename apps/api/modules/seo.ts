import type { Container } from 'inversify';
import { seoRouteDeps as seoRoutesGiven, type SeoRouteDeps } from '../../../adapters/http/seo/seo-routes.ts';
import type { UseCases } from '../../../application/wiring.ts';
import type { AppConfig } from '../config.ts';
import { mediaUrlOf } from './module.ts';

/** What the SEO routes (outside /api: pages, sitemap.xml, robots.txt) are given. */
export const seoRouteDeps = (c: Container, config: AppConfig, use: UseCases): SeoRouteDeps => seoRoutesGiven(use, { baseUrl: config.publicBaseUrl, mediaUrl: mediaUrlOf(c) });
