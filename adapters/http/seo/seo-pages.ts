import { CATEGORY_HEADINGS, isCategorySlug, type CategorySlug } from '../../../domain/categories/category.ts';
import { plainTextOf } from '../../../domain/listings/search-text.ts';
import { formatLocation, type Vendor, type VendorSummary } from '../../../domain/listings/vendor.ts';
import { isDomainError } from '../../../domain/shared/domain-error.ts';
import { SITE_NAME } from '../../../domain/shared/site.ts';
import { GetCategory } from '../../../application/categories/get-category.ts';
import { ListFilterVendors } from '../../../application/filters/filter-queries.ts';
import { GetPublicVendor } from '../../../application/listings/get-public-vendor.ts';
import { ListVendors } from '../../../application/listings/list-vendors.ts';
import type { UseCaseInstances } from '../../../application/wiring.ts';
import { ALL_VENDORS_LEAD, listBlocks, type ListScope } from '../../../domain/listings/vendor-list-view.ts';
import { FEATURED_PER_PAGE, RANKING_PAGE_DESCRIPTION, RANKING_PAGE_PATH, RANKING_PAGE_TITLE } from '../../../domain/listings/ranking.ts';
import { REVIEW_POLICY_DESCRIPTION, REVIEW_POLICY_PATH, REVIEW_POLICY_TITLE } from '../../../domain/reviews/review-policy.ts';
import { escapeHtml, jsonForScript } from '../../../domain/shared/html.ts';
import { siteToday } from '../../../domain/availability/calendar-days.ts';
import { vendorListQuerySchemaAt, type VendorListCriteria } from '../../../domain/listings/vendor-list-query.ts';
import type { Page } from '../../../domain/shared/pagination.ts';
import type { FirstView } from '../../../domain/listings/first-view.ts';
import { toVendorDto, toVendorSummaryDto, unlistedDto, type MediaUrl } from '../dto/vendor-dto.ts';
import { asksStreetAddress } from '../../../domain/listings/street-address.ts';

/** The site's own social card (microfrontends/shell/public/social-card.jpg, 1200×630), served from the site root. */
const SITE_SOCIAL_IMAGE = { path: '/social-card.jpg', alt: `${SITE_NAME}: curated wedding vendors in Upstate South Carolina` } as const;

/** Longest title shown whole in search results (html-validate's long-title rule says the same). */
const TITLE_MAX = 70;

/** `text | site name` if that fits TITLE_MAX, else the text alone, cut at a word boundary if it must be. */
const fitTitle = (text: string): string => {
  const title = `${text} | ${SITE_NAME}`;
  return title.length <= TITLE_MAX ? title : truncate(text, TITLE_MAX);
};

/**
 * Two texts as one description: the first ends its sentence with a period unless it already ends with
 * one (or with '!', '?' or '…'), so a tagline "…on the Reedy." never gives "Reedy.. The".
 */
const sentences = (first: string, second: string): string => {
  const a = first.trim();
  const b = second.trim();
  if (!a) return b;
  const ended = /[.!?…]["'”’)]*$/.test(a) ? a : `${a}.`;
  return b ? `${ended} ${b}` : ended;
};

/** What the server puts in a page's <head> before any JavaScript runs. */
interface SeoPage {
  status: 200 | 404;
  title: string;
  description: string;
  /** Path of the canonical URL (made absolute with the public base URL). */
  canonicalPath: string | null;
  keywords?: string[];
  robots?: string;
  ogType: 'website' | 'business.business';
  /** The social card's picture (absolute URL) and its alt text; the site's card when the page has no photo. */
  ogImage?: { url: string; alt: string };
  /** Structured data, each object written with schema.org's '@context' first (renderHead). */
  jsonLd: object[];
  /** What the top of the page is drawn from into the HTML before any JavaScript runs (web.ts, ADR 9). */
  firstView?: FirstView;
}

/** The use cases the server-rendered heads and first views read, resolved by class (ADR 12). */
export const SEO_PAGE_USE_CASES = {
  getCategory: GetCategory,
  listVendors: ListVendors,
  getPublicVendor: GetPublicVendor,
  listFilterVendors: ListFilterVendors,
};

/** What the pages are given besides their use cases. */
export interface SeoPageOptions {
  baseUrl: string;
  mediaUrl: MediaUrl;
  /** Today in the site's time zone (YYYY-MM-DD): a wedding date before it is left out. The machine's clock if not given. */
  today?: () => string;
  /**
   * The server's rich-text sanitizer (the RichTextSanitizer port, DOMPurify with SPEC §5's allow-list): a
   * landing page's 'About' text is drawn through it into the first view (issue 36). Without it, not drawn.
   */
  sanitizeRichText?: (html: string) => string;
}

export type SeoDeps = UseCaseInstances<typeof SEO_PAGE_USE_CASES> & SeoPageOptions;

/** A filter's own text as the first view draws it: sanitized again here; nothing when empty or refused. */
const aboutOf = (content: string | null | undefined, sanitize: SeoDeps['sanitizeRichText']): string | undefined => {
  if (!content || !sanitize) return undefined;
  try {
    const html = sanitize(content);
    return plainTextOf(html) ? html : undefined;
  } catch {
    return undefined;
  }
};

/** How many cards the first view draws: one row on a desktop, more than a phone's first screen. */
const FIRST_VIEW_CARDS = 3;

/** The couple's facts a list page reads from its URL (`?date=&guests=&maxPrice=`, ADR 17; issue 36). */
const LIST_FACT_PARAMS = ['date', 'guests', 'maxPrice'] as const;

/** The pages that read the facts: the lists (/vendors, /{category}) and landing pages (/{category}/{filter}). */
const isListPath = (pathname: string): boolean => {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 1) return segments[0] === 'vendors' || isCategorySlug(segments[0]!);
  return segments.length === 2 && isCategorySlug(segments[0]!);
};

/**
 * The part of a page's query its first view depends on: the facts of a list URL as given, in one order
 * ('' for any other page, and for a list without them). The read cache keeps a page under its path and this.
 */
export const pageQueryOf = (pathname: string, params: URLSearchParams): string => {
  if (!isListPath(pathname)) return '';
  const kept = new URLSearchParams();
  for (const name of LIST_FACT_PARAMS) {
    const value = params.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  return kept.toString();
};

/**
 * The facts of a list URL as the list page reads them (list-params.ts in the public remote): each one the
 * API accepts is kept, one it would refuse (a past or malformed date, 0 guests) is left out, as the app
 * leaves it out; the API's own rules (vendor-list-query.ts) decide.
 */
const listFactsOfQuery = (query: string, today: string): Pick<VendorListCriteria, (typeof LIST_FACT_PARAMS)[number]> => {
  const params = new URLSearchParams(query);
  const shape = vendorListQuerySchemaAt(() => today).shape;
  const facts = LIST_FACT_PARAMS.map((name) => [name, shape[name].safeParse(params.get(name) ?? undefined).data] as const);
  return Object.fromEntries(facts.filter(([, value]) => value !== undefined));
};

const DEFAULT_DESCRIPTION =
  'Find and compare curated wedding venues, photographers, planners, caterers, florists and musicians across Upstate South Carolina: Greenville, Spartanburg, Anderson, Clemson and the Blue Ridge foothills.';

/** The site's fixed pages, by path: each one's title (before the site's name) and description. */
const STATIC_PAGES: Record<string, Pick<SeoPage, 'title' | 'description'>> = {
  '/about': {
    title: 'About Us: For the Love of the Upstate',
    description: 'A locally curated wedding directory for Upstate South Carolina, built by people who love this corner of the Blue Ridge foothills.',
  },
  '/contact': {
    title: 'Contact Us',
    description: 'Questions about a vendor, your listing or the directory? Send us a message. We are based in Greenville, South Carolina.',
  },
  '/partner': {
    title: 'For Wedding Professionals: Get Found by Upstate Couples',
    description: 'List your wedding business where Upstate couples search. Free Standard listing, or Featured and Premier plans with a 3-month free trial.',
  },
  '/apply': {
    title: 'Apply to List Your Business',
    description: `Apply for a free or paid listing in the ${SITE_NAME}. Applications are reviewed within 3-5 business days.`,
  },
  '/claim-listing': {
    title: 'Claim Your Listing',
    description: 'Is your business already listed? Claim it to manage your profile, photos and services.',
  },
  [RANKING_PAGE_PATH]: { title: RANKING_PAGE_TITLE, description: RANKING_PAGE_DESCRIPTION },
  [REVIEW_POLICY_PATH]: { title: REVIEW_POLICY_TITLE, description: REVIEW_POLICY_DESCRIPTION },
};

/** Pages for one person (an account's, a couple's or a client's by the link emailed to them, a browser's shortlist): never indexed. */
const PRIVATE_PREFIXES = ['/login', '/auth/', '/vendor/', '/admin', '/upgrade', '/inquiries/', '/claim-listing/link/', '/shortlist/', '/reviews/write/', '/reviews/unsubscribe/'];

/** Cuts text at a word boundary with an ellipsis. */
const truncate = (text: string, max = 160): string => {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  // No sentence or clause mark before the ellipsis: 'Reedy.…' reads as two stops.
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[\s.,;:!?]+$/, '')}…`;
};

/** Rich text (HTML) as plain text, cut to `max`. */
const plainText = (html: string | null | undefined, max = 160): string => truncate(plainTextOf(html), max);

/** A page kept out of search results: the site's description, no canonical URL, no social card. */
const unindexed = (status: SeoPage['status'], title: string, robots: string): SeoPage => ({
  status,
  title,
  description: DEFAULT_DESCRIPTION,
  canonicalPath: null,
  robots,
  ogType: 'website',
  jsonLd: [],
});

const notFound = (): SeoPage => unindexed(404, `Page Not Found | ${SITE_NAME}`, 'noindex');

const breadcrumbs = (base: string, crumbs: Array<[string, string]>) => ({
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: `${base}${path}` })),
});

const itemList = (base: string, name: string, vendors: VendorSummary[]) => ({
  '@type': 'ItemList',
  name,
  numberOfItems: vendors.length,
  itemListElement: vendors.map((v, i) => ({ '@type': 'ListItem', position: i + 1, url: `${base}/vendors/${v.slug}`, name: v.name })),
});

/**
 * A list's first screen as its page draws it: its count, its first cards as the API answers them, and under
 * the guests or budget filters what each vendor has not stated (issue 36).
 */
const screenOf = (cards: VendorSummary[], page: Page<VendorSummary>, media: MediaUrl) => ({
  total: page.total,
  cards: cards.map((v) => toVendorSummaryDto(v, media)),
  ...unlistedDto(page.unlisted),
});

const priceSigns: Record<string, string> = { budget: '$', moderate: '$$', premium: '$$$', luxury: '$$$$' };

const localBusiness = (base: string, v: Vendor, image: MediaUrl) => {
  const sameAs = Object.values(v.socialMedia).filter((u): u is string => !!u && /^https?:\/\//.test(u));
  return {
    '@type': 'LocalBusiness',
    '@id': `${base}/vendors/${v.slug}`,
    name: v.name,
    url: `${base}/vendors/${v.slug}`,
    description: v.tagline ? truncate(v.tagline, 300) : plainText(v.description, 300),
    ...(v.images.length ? { image: v.images.slice(0, 6).map((i) => image(i.storageKey)) } : {}),
    ...(v.phone ? { telephone: v.phone } : {}),
    ...(v.email ? { email: v.email } : {}),
    ...(priceSigns[v.priceRange] ? { priceRange: priceSigns[v.priceRange] } : {}),
    address: {
      '@type': 'PostalAddress',
      // A venue's street address (issue 36), as its location card shows it.
      ...(v.streetAddress && asksStreetAddress(v.category.slug) ? { streetAddress: v.streetAddress } : {}),
      addressLocality: v.location.city,
      addressRegion: v.location.state,
      ...(v.location.zipCode ? { postalCode: v.location.zipCode } : {}),
      addressCountry: 'US',
    },
    areaServed: 'Upstate South Carolina',
    ...(v.reviewStats.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: v.reviewStats.averageRating,
            reviewCount: v.reviewStats.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
};

/**
 * Resolves the head of a page from its path; unknown vendors, filters and paths are 404s. `query` is the
 * part of the URL's query the page reads (pageQueryOf): a list's first view draws the cards the API
 * answers for its facts (issue 36), never the unfiltered list.
 */
export const resolveSeoPage = async (pathname: string, d: SeoDeps, query = ''): Promise<SeoPage> => {
  const firstPage = { page: 1, limit: 12, sortBy: 'reviews' as const, ...listFactsOfQuery(query, d.today ? d.today() : siteToday(new Date())) };
  const base = d.baseUrl;
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);
  const image = (key: string) => absolute(d.mediaUrl(key));
  const siteImage = { url: `${base}${SITE_SOCIAL_IMAGE.path}`, alt: SITE_SOCIAL_IMAGE.alt };
  /** A category's picture on its list and landing pages, else the site's card. */
  const categoryImage = (c: { slug: CategorySlug; imageKey: string | null }) =>
    c.imageKey ? { url: image(c.imageKey), alt: `${CATEGORY_HEADINGS[c.slug]} in Upstate South Carolina` } : siteImage;
  /** A public page: found, a website, the site's social card unless it has its own picture. */
  const publicPage = (p: Pick<SeoPage, 'title' | 'description' | 'canonicalPath'> & Partial<SeoPage>): SeoPage => ({
    status: 200,
    ogType: 'website',
    ogImage: siteImage,
    jsonLd: [],
    ...p,
  });
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });

  if (PRIVATE_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p))) {
    return unindexed(200, SITE_NAME, 'noindex, nofollow');
  }

  try {
    if (segments.length === 0) {
      return publicPage({
        title: `${SITE_NAME} | Curated Wedding Vendors in Upstate SC`,
        description: DEFAULT_DESCRIPTION,
        canonicalPath: '/',
        firstView: { kind: 'home' },
        jsonLd: [
          { '@type': 'WebSite', name: SITE_NAME, url: `${base}/` },
          { '@type': 'Organization', name: SITE_NAME, url: `${base}/`, areaServed: 'Upstate South Carolina' },
        ],
      });
    }

    const staticPage = STATIC_PAGES[path];
    if (staticPage) return publicPage({ title: `${staticPage.title} | ${SITE_NAME}`, description: staticPage.description, canonicalPath: path });

    /**
     * A list's first page and its first screen as the list page draws it: the Featured block (at most
     * FEATURED_PER_PAGE, the day's turn) if any, else the first of the others (all but the block's vendors).
     */
    const listPage = async (scope: ListScope, lead: string | null) => {
      const criteria = { ...firstPage, ...(scope === 'vendors' ? {} : { category: scope }) };
      const [{ page }, { page: featured }] = await Promise.all([
        d.listVendors.execute(criteria),
        d.listVendors.execute({ ...criteria, limit: FEATURED_PER_PAGE, block: 'featured' }),
      ]);
      const inBlock = new Set(featured.items.map((v) => v.id));
      const { block, cards } = listBlocks(featured.items, page.items.filter((v) => !inBlock.has(v.id)), 1).firstScreen(FIRST_VIEW_CARDS);
      const firstView: FirstView = { kind: 'list', scope, lead, block, ...screenOf(cards, page, d.mediaUrl) };
      return { page, firstView };
    };

    const [first, second] = segments;
    if (segments.length === 1 && first === 'vendors') {
      const { page, firstView } = await listPage('vendors', ALL_VENDORS_LEAD);
      return publicPage({
        title: `Wedding Vendors in Upstate SC | ${SITE_NAME}`,
        description: `Browse ${page.total} curated wedding vendors across Upstate South Carolina: venues, photographers, planners, caterers, florists and music.`,
        canonicalPath: '/vendors',
        jsonLd: [breadcrumbs(base, [['Home', '/'], ['All Vendors', '/vendors']]), itemList(base, 'Wedding vendors in Upstate SC', page.items)],
        firstView,
      });
    }

    if (segments.length === 2 && first === 'vendors' && second) {
      const v = await d.getPublicVendor.execute(second);
      const where = formatLocation(v.location);
      return publicPage({
        title: fitTitle(`${v.name} | ${v.category.name} in ${where}`),
        description:
          (v.tagline ? truncate(sentences(v.tagline, plainText(v.description, 400))) : plainText(v.description)) ||
          `${v.name}, ${v.category.name.toLowerCase()} in ${where}.`,
        canonicalPath: `/vendors/${v.slug}`,
        ogType: 'business.business',
        ogImage: v.primaryImage ? { url: image(v.primaryImage.storageKey), alt: v.primaryImage.altText?.trim() || v.name } : siteImage,
        firstView: { kind: 'vendor', vendor: toVendorDto(v, d.mediaUrl) },
        jsonLd: [
          localBusiness(base, v, image),
          breadcrumbs(base, [['Home', '/'], [v.category.name, `/${v.category.slug}`], [v.name, `/vendors/${v.slug}`]]),
        ],
      });
    }

    // 'Message {vendor name}': a form, not a page to rank; an unknown or inactive vendor is a 404.
    if (segments.length === 3 && first === 'vendors' && second && segments[2] === 'message') {
      const v = await d.getPublicVendor.execute(second);
      return publicPage({
        title: fitTitle(`Message ${v.name}`),
        description: `Send ${v.name} a message about your wedding: your date, guest count and budget.`,
        canonicalPath: null,
        robots: 'noindex',
      });
    }

    if (first && isCategorySlug(first)) {
      if (segments.length === 1) {
        const category = await d.getCategory.execute(first);
        const { page, firstView } = await listPage(category.slug, category.description || null);
        const heading = CATEGORY_HEADINGS[category.slug];
        return publicPage({
          title: `${heading} in Upstate SC | ${SITE_NAME}`,
          description: plainText(`${category.description} Compare ${page.total} ${heading.toLowerCase()} in Greenville, Spartanburg, Anderson, Clemson and across the Upstate.`),
          canonicalPath: `/${category.slug}`,
          ogImage: categoryImage(category),
          jsonLd: [breadcrumbs(base, [['Home', '/'], [category.name, `/${category.slug}`]]), itemList(base, `${heading} in Upstate SC`, page.items)],
          firstView,
        });
      }
      if (segments.length === 2 && second) {
        const { category, filter, page } = await d.listFilterVendors.execute(first, second, firstPage);
        const about = aboutOf(filter.content, d.sanitizeRichText);
        return publicPage({
          title: filter.seoTitle,
          description: filter.seoDescription,
          keywords: filter.metaKeywords,
          canonicalPath: `/${category.slug}/${filter.slug}`,
          ogImage: categoryImage(category),
          jsonLd: [
            breadcrumbs(base, [['Home', '/'], [category.name, `/${category.slug}`], [filter.name, `/${category.slug}/${filter.slug}`]]),
            itemList(base, filter.name, page.items),
          ],
          firstView: {
            kind: 'landing',
            categorySlug: category.slug,
            categoryName: category.name,
            heading: filter.name,
            lead: filter.seoDescription || null,
            ...screenOf(page.items.slice(0, FIRST_VIEW_CARDS), page, d.mediaUrl),
            ...(about ? { about } : {}),
          },
        });
      }
    }
    return notFound();
  } catch (e) {
    if (isDomainError(e) && /NOT_FOUND$/.test(e.code)) return notFound();
    throw e;
  }
};

export const renderHead = (page: SeoPage, baseUrl: string): string => {
  const canonical = page.canonicalPath ? escapeHtml(`${baseUrl}${page.canonicalPath}`) : null;
  // Each text is escaped once, though the title and description are written three times each.
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const image = page.ogImage ? { url: escapeHtml(page.ogImage.url), alt: escapeHtml(page.ogImage.alt) } : null;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    page.keywords?.length ? `<meta name="keywords" content="${escapeHtml(page.keywords.join(', '))}" />` : '',
    page.robots ? `<meta name="robots" content="${escapeHtml(page.robots)}" />` : '',
    canonical ? `<link rel="canonical" href="${canonical}" />` : '',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${page.ogType}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    canonical ? `<meta property="og:url" content="${canonical}" />` : '',
    `<meta property="og:locale" content="en_US" />`,
    image ? `<meta property="og:image" content="${image.url}" />` : '',
    image ? `<meta property="og:image:alt" content="${image.alt}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    image ? `<meta name="twitter:image" content="${image.url}" />` : '',
    image ? `<meta name="twitter:image:alt" content="${image.alt}" />` : '',
    ...page.jsonLd.map((o) => `<script type="application/ld+json">${jsonForScript({ '@context': 'https://schema.org', ...o })}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
};

/** Replaces the template's own title, description and Open Graph tags with the page's. */
export const injectHead = (template: string, head: string): string => {
  const stripped = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="(description|keywords|robots|twitter:[a-z:]+)"[^>]*>\s*/gi, '')
    .replace(/<meta\s+property="og:[a-z_:]+"[^>]*>\s*/gi, '')
    .replace(/<link\s+rel="canonical"[^>]*>\s*/gi, '');
  const charset = /<meta\s+charset="[^"]*"\s*\/?>/i;
  return charset.test(stripped)
    ? stripped.replace(charset, (m) => `${m}\n    ${head}`)
    : stripped.replace(/<\/head>/i, `    ${head}\n  </head>`);
};
