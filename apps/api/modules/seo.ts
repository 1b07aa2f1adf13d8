import type { Container } from 'inversify';
import { seoRouteDeps as seoRoutesGiven, type SeoRouteDeps } from '../../../adapters/http/seo/seo-routes.ts';
import type { UseCases } from '../../../application/wiring.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import type { RichTextSanitizer } from '../../../application/ports/rich-text-sanitizer.ts';
import { siteToday } from '../../../domain/availability/calendar-days.ts';
import type { AppConfig } from '../config.ts';
import { TOKENS } from '../tokens.ts';
import { mediaUrlOf } from './module.ts';

/** What the SEO routes (outside /api: pages, sitemap.xml, robots.txt) are given. */
export const seoRouteDeps = (c: Container, config: AppConfig, use: UseCases): SeoRouteDeps => seoRoutesGiven(use, {
  baseUrl: config.publicBaseUrl,
  mediaUrl: mediaUrlOf(c),
  // The site's day by the app's clock: a list URL's wedding date before it is left out, as the API refuses it.
  today: () => siteToday(c.get<Clock>(TOKENS.Clock).now()),
  // A landing page's 'About' text is drawn into the first view through the server's sanitizer (issue 36).
  sanitizeRichText: (html) => c.get<RichTextSanitizer>(TOKENS.RichTextSanitizer).sanitize(html),
});
