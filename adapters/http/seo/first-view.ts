/**
 * The first view of a public page, in the HTML the server sends: the site header and the top of the page
 * (the home hero; a list's heading, controls and first cards; a vendor's photo), drawn with the public
 * remote's own CSS classes, so a phone shows the page at once instead of after the module-federated app
 * has downloaded and run (Lighthouse mobile: first and largest contentful paint).
 *
 * It is a picture, not the page: `inert` and `aria-hidden`, nothing in it can be focused or read out, and
 * the shell removes it as soon as the app has drawn the same page (microfrontends/shell/src/first-view.ts).
 * Until then the app renders hidden beside it. Only the pages search engines and couples land on have one.
 * Every text and URL from the database is escaped here.
 */

import { HOME_HERO } from '../../../domain/listings/home-hero.ts';
import {
  FEATURED_BADGE,
  isDrawableImageUrl,
  NO_PHOTO_TEXT,
  NO_REVIEWS_LABEL,
  PREMIER_BADGE,
  PRICE_LEAD,
  VERIFIED_BADGE,
  type VendorCardView,
} from '../../../domain/listings/vendor-card.ts';
import {
  FEATURED_BLOCK_LEAD,
  factsCountLine,
  featuredBlockTitle,
  LIST_CHIPS,
  listCrumb,
  listHeading,
  listLabel,
  listSearchLabel,
  vendorCount,
  type ListScope,
} from '../../../domain/listings/vendor-list-view.ts';
import { escapeHtml } from '../../../domain/shared/html.ts';
import { RANKING_LINK_TEXT, RANKING_PAGE_PATH } from '../../../domain/listings/ranking.ts';
import { ANY_BUDGET_LABEL, budgetOptionLabel, dollarsLabel } from '../../../domain/listings/budget-steps.ts';
import { UNLISTED_FACT_LABELS, type UnlistedFact } from '../../../domain/listings/unlisted-facts.ts';
import { countOf } from '../../../domain/shared/plural.ts';
import type { VendorListCriteria } from '../../../domain/listings/vendor-list-query.ts';

/** The couple's facts a list URL carries (`?date=&guests=&maxPrice=`), already checked: drawn in their fields. */
export type ListFacts = Pick<VendorListCriteria, 'date' | 'guests' | 'maxPrice'>;

/** What a list's first screen shows: its lead, its count, its first cards and the facts they were chosen by. */
interface ListScreen {
  lead: string | null;
  total: number;
  cards: VendorCardView[];
  facts?: ListFacts;
  /**
   * Under the guests or budget filters (issue 36): how many of the total have not stated a fact asked about,
   * and what each drawn card has not stated, in the cards' order (none for a card that fits).
   */
  unlisted?: { total: number; cards: ReadonlyArray<readonly UnlistedFact[]> };
}

export type FirstView =
  | { kind: 'home' }
  | ({ kind: 'list'; scope: ListScope; block: 'featured' | 'others' } & ListScreen)
  | ({ kind: 'landing'; categorySlug: string; categoryName: string; heading: string; about?: { title: string; html: string } } & ListScreen)
  | { kind: 'vendor'; name: string; categorySlug: string; categoryName: string; image: { src: string; width: number | null; height: number | null } | null; photoCount: number };

/**
 * Stylesheets the first view needs, as `<remote>/<name>` of the remote's built `assets/<name>-<hash>.css`.
 * `public/initial` is the public remote's first chunk (its routes, the home page and the shared ui: the
 * `INITIAL_GROUP` of microfrontends/federation/remote-config.ts); lists and the vendor page are lazy chunks.
 */
type FirstViewStyle = 'public/initial' | 'public/lists' | 'public/VendorDetailPage';

/** How many cards the first view draws: one row on a desktop, more than a phone's first screen. */
export const FIRST_VIEW_CARDS = 3;

const svg = (size: number, body: string, cls = '') =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"${cls ? ` class="${cls}"` : ''}>${body}</svg>`;
const PIN = '<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"></path><circle cx="12" cy="10" r="2.3"></circle>';
const SEARCH = '<circle cx="11" cy="11" r="6.5"></circle><path d="m20 20-4.2-4.2"></path>';
const CHEVRON = '<path d="m6 9 6 6 6-6"></path>';
const SLIDERS = '<path d="M4.5 7h9M17.5 7h2M4.5 17h3M11.5 17h8"></path><circle cx="15.5" cy="7" r="2"></circle><circle cx="9.5" cy="17" r="2"></circle>';
const SPARKLE = '<path d="M12 3.5 13.8 9l5.7 1.9-5.7 1.9L12 18.5l-1.8-5.7L4.5 10.9 10.2 9z"></path><path d="M19 3v3M17.5 4.5h3"></path>';
const STAR =
  '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2.8l2.7 5.9 6.4.7-4.8 4.3 1.3 6.3L12 16.8 6.4 20l1.3-6.3L2.9 9.4l6.4-.7z"></path></svg>';
const CHECK_BADGE =
  '<svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2 14.6 4.3l3.4-.4.9 3.3 3 1.7-1.3 3.1 1.3 3.1-3 1.7-.9 3.3-3.4-.4L12 22l-2.6-2.3-3.4.4-.9-3.3-3-1.7L3.4 12 2.1 8.9l3-1.7.9-3.3 3.4.4z"></path><path d="m8.2 12.2 2.6 2.6 5-5.2" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path></svg>';
const CAMERA = '<path d="M4 8h3l1.7-2.5h6.6L17 8h3a1 1 0 0 1 1 1v9.5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z"></path><circle cx="12" cy="13.5" r="3.6"></circle>';

/** The shell's header, signed out (the app's own header replaces it): the same on every page, drawn once. */
const HEADER =
  `<header class="site-header" aria-label="Site"><div class="container site-header__inner"><a class="brand" href="/"><span class="brand__mark">${svg(
    22,
    '<circle cx="9" cy="13" r="5.5"></circle><circle cx="15" cy="13" r="5.5"></circle><path d="M13.2 4.2 15 2.5l1.8 1.7L15 6.3z"></path>',
  )}</span><span class="brand__text"><span class="brand__name">Upstate</span> <span class="brand__sub">Wedding Directory</span></span></a>` +
  `<button type="button" class="menu-toggle">${svg(24, '<path d="M4 7h16M4 12h16M4 17h16"></path>')}</button>` +
  `<nav class="site-nav" aria-label="Main"><ul class="site-nav__list">${[
    ['/venues', 'Venues'],
    ['/photographers', 'Photographers'],
    ['/planners', 'Planners'],
    ['/music', 'Music'],
    ['/caterers', 'Caterers'],
  ]
    .map(([to, label]) => `<li><a class="nav-link" href="${to}">${label}</a></li>`)
    .join('')}<li class="vendor-menu"><button type="button" class="nav-link vendor-menu__toggle">For Vendors${svg(16, CHEVRON, 'vendor-menu__chevron')}</button></li></ul></nav></div></header>`;

const home = () =>
  `<div class="home"><section class="hero"><div class="hero__decor"><span class="hero__ring hero__ring--one"></span><span class="hero__ring hero__ring--two"></span></div>` +
  `<div class="container hero__inner"><p class="hero__eyebrow">${svg(16, PIN)} ${escapeHtml(HOME_HERO.eyebrow)}</p>` +
  `<h1 class="hero__title">${escapeHtml(HOME_HERO.title.before)}<em>${escapeHtml(HOME_HERO.title.emphasis)}</em>${escapeHtml(HOME_HERO.title.after)}</h1>` +
  `<p class="hero__lead">${escapeHtml(HOME_HERO.lead)}</p>` +
  `<form class="hero-search">${svg(20, SEARCH, 'hero-search__icon')}<input class="hero-search__input" placeholder="${escapeHtml(HOME_HERO.searchPlaceholder)}" type="search"><button type="submit" class="btn btn--primary hero-search__button">${escapeHtml(HOME_HERO.searchButton)}</button></form>` +
  `<ul class="hero__shortcuts">${HOME_HERO.shortcuts
    .map(({ to, label }) => `<li><a class="chip" href="${escapeHtml(to)}">${escapeHtml(label)}</a></li>`)
    .join('')}<li><a class="chip chip--ghost" href="${escapeHtml(HOME_HERO.browseAll.to)}">${escapeHtml(HOME_HERO.browseAll.label)}</a></li></ul></div></section></div>`;

/** A card's marks for the facts its vendor has not stated (the list pages' UnlistedMarks). */
const marksHtml = (facts: readonly UnlistedFact[] | undefined): string =>
  facts?.length ? `<ul class="listing-card__unlisted">${facts.map((f) => `<li>${escapeHtml(UNLISTED_FACT_LABELS[f])}</li>`).join('')}</ul>` : '';

const card = (c: VendorCardView, first: boolean, marks: string) => {
  const media = c.image
    ? `<img src="${escapeHtml(c.image.src)}" alt="${escapeHtml(c.image.alt)}" width="${c.image.width}" height="${c.image.height}" decoding="async"${first ? ' fetchpriority="high"' : ''}>`
    : `<div class="listing-card__placeholder"><span class="listing-card__monogram">${escapeHtml(c.placeholder.monogram)}</span><span class="listing-card__placeholder-text">${NO_PHOTO_TEXT}</span></div>`;
  const flags =
    c.badges.premier || c.badges.featured
      ? `<ul class="listing-card__flags">${c.badges.premier ? `<li class="listing-badge listing-badge--premier">${PREMIER_BADGE}</li>` : ''}${c.badges.featured ? `<li class="listing-badge listing-badge--featured">${FEATURED_BADGE}</li>` : ''}</ul>`
      : '';
  const price = c.price.onRequest
    ? `<span class="listing-card__price listing-card__price--ask">${escapeHtml(c.price.label)}</span>`
    : `<span class="listing-card__price"><span class="listing-card__price-label">${PRICE_LEAD}</span> <strong>${escapeHtml(c.price.label)}</strong></span>`;
  const rating = c.rating
    ? `<span class="listing-card__rating"><span class="listing-card__star">${STAR}</span><span><strong>${c.rating.value}</strong> <span class="listing-card__reviews">${escapeHtml(c.rating.reviewsLabel)}</span></span></span>`
    : `<span class="listing-card__rating listing-card__rating--none">${NO_REVIEWS_LABEL}</span>`;
  return (
    `<li><article class="listing-card${c.badges.premier ? ' listing-card--premier' : ''}"><div class="listing-card__media">${media}${flags}</div>` +
    `<div class="listing-card__body"><p class="listing-card__meta"><span class="listing-card__category">${escapeHtml(c.categoryLabel)}</span>${c.badges.verified ? `<span class="listing-badge listing-badge--verified">${CHECK_BADGE} ${VERIFIED_BADGE}</span>` : ''}</p>` +
    `<h3 class="listing-card__name"><a class="listing-card__link" href="${escapeHtml(c.href)}">${escapeHtml(c.name)}</a></h3>` +
    (c.locationLabel ? `<p class="listing-card__location">${svg(15, PIN)}${escapeHtml(c.locationLabel)}</p>` : '') +
    (c.tagline ? `<p class="listing-card__tagline">${escapeHtml(c.tagline)}</p>` : '') +
    (c.tags.length
      ? `<ul class="listing-card__tags">${c.tags.map((t) => `<li class="listing-card__tag">${escapeHtml(t)}</li>`).join('')}${c.moreTagsLabel ? `<li class="listing-card__tag listing-card__tag--more">${escapeHtml(c.moreTagsLabel)}</li>` : ''}</ul>`
      : '') +
    (c.replyTime ? `<p class="listing-card__reply-time">${escapeHtml(c.replyTime)}</p>` : '') +
    marks +
    `<div class="listing-card__footer">${price}${rating}</div></div></article></li>`
  );
};

/** The cards, each with its 'not listed' marks (`marks`, by index) if any. */
const grid = (cards: VendorCardView[], marks?: ReadonlyArray<readonly UnlistedFact[]>) =>
  `<ul class="vendor-grid">${cards.map((c, i) => card(c, i === 0, marksHtml(marks?.[i]))).join('')}</ul>`;

/** A form has its submit button; the landing page's bar, which has none, is drawn as a plain box. */
const searchBar = (label: string, button: boolean) => {
  const tag = button ? 'form' : 'div';
  return `<${tag} class="search-bar"><label class="control-label">${escapeHtml(label)}</label><div class="search-bar__row"><div class="search-bar__field">${svg(19, SEARCH, 'search-bar__icon')}<input class="search-bar__input" placeholder="Name, style, town…" type="search"></div>${
    button ? '<button type="submit" class="btn btn--primary search-bar__button">Search</button>' : ''
  }</div></${tag}>`;
};

const LOCATION_SELECT =
  `<div class="location-select"><label class="control-label">Location</label><div class="location-select__field">${svg(18, PIN, 'location-select__icon')}<select class="location-select__input"><option>All locations</option></select>${svg(18, CHEVRON, 'location-select__chevron')}</div></div>`;

/** The wedding date, guests and budget row under the search (issue 18; SearchFacts in the public remote), with the URL's facts. */
const searchFacts = (showGuests: boolean, facts: ListFacts = {}) =>
  `<div class="search-facts"><div class="search-facts__field"><label class="control-label">Wedding date</label><input type="date" class="field__input search-facts__input"${
    facts.date ? ` value="${escapeHtml(facts.date)}"` : ''
  }></div>${
    showGuests
      ? `<div class="search-facts__field search-facts__field--guests"><label class="control-label">Guests</label><input type="number" class="field__input search-facts__input" placeholder="Any"${
          facts.guests !== undefined ? ` value="${facts.guests}"` : ''
        }></div>`
      : ''
  }<div class="search-facts__field"><label class="control-label">Budget</label><div class="location-select__field"><select class="location-select__input search-facts__select"><option>${escapeHtml(
    facts.maxPrice !== undefined ? budgetOptionLabel(facts.maxPrice) : ANY_BUDGET_LABEL,
  )}</option></select>${svg(18, CHEVRON, 'location-select__chevron')}</div></div></div>`;

/**
 * The city, date, guests and budget as ListControls draws them: behind 'Filters' (with the count of the URL's
 * facts) on a phone, in the row on wider screens (issue 36 §12; the CSS decides).
 */
const filtersPanel = (showGuests: boolean, facts?: ListFacts) => {
  const inUse = [facts?.date, facts?.guests, facts?.maxPrice].filter((f) => f !== undefined && f !== '').length;
  return `<button type="button" class="list-controls__toggle" aria-expanded="false">${svg(18, SLIDERS)}Filters${
    inUse > 0 ? ` <span class="list-controls__count">${inUse}</span><span class="visually-hidden"> in use</span>` : ''
  }</button><div class="list-controls__filters" data-open="false">${LOCATION_SELECT}${searchFacts(showGuests, facts)}</div>`;
};

const CLOSE = '<path d="M6 6l12 12M18 6 6 18"></path>';
const weddingDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * The URL's facts in force as ListControls draws them under the row ('Filtered by' and a chip for each, as
 * FactChips words them, then 'Clear Filters' unless nothing is found), so the results start where the app's do.
 * Each chip links to the list without its fact (the first view is a picture; the app's links replace them).
 */
const activeFilters = (facts: ListFacts | undefined, total: number): string => {
  if (!facts) return '';
  const chips: Array<[keyof ListFacts, string]> = [];
  if (facts.date) chips.push(['date', `Wedding ${weddingDay.format(new Date(`${facts.date}T00:00:00Z`))}`]);
  if (facts.guests !== undefined) chips.push(['guests', countOf(facts.guests, 'guest')]);
  if (facts.maxPrice !== undefined) chips.push(['maxPrice', `Up to ${dollarsLabel(facts.maxPrice)}`]);
  if (!chips.length) return '';
  const without = (key: keyof ListFacts) => {
    const kept = new URLSearchParams();
    for (const name of ['date', 'guests', 'maxPrice'] as const) if (name !== key && facts[name] !== undefined) kept.set(name, String(facts[name]));
    return `?${kept.toString()}`;
  };
  return `<div class="active-filters"><span class="active-filters__label">Filtered by</span><ul class="active-filters__list">${chips
    .map(([key, text]) => `<li><a class="active-filter" href="${escapeHtml(without(key))}">${escapeHtml(text)} ${svg(14, CLOSE)}</a></li>`)
    .join('')}</ul>${total > 0 ? '<button type="button" class="btn btn--ghost btn--sm">Clear Filters</button>' : ''}</div>`;
};

/** Where 'Guests' is offered: capacity means something for venues and caterers (and the all-vendors list). */
const guestsShownFor = (scope: string) => scope === 'vendors' || scope === 'venues' || scope === 'caterers';

/** The count line as ListHeader draws it: under guests or budget, how many fit and how many have not said (issue 36). */
const countLine = ({ total, unlisted, facts = {} }: ListScreen): string => {
  if (!unlisted) return `<strong>${escapeHtml(vendorCount(total))}</strong>`;
  const line = factsCountLine(total - unlisted.total, unlisted.total, facts);
  return `<strong>${escapeHtml(line.fit)}</strong>${
    line.unlisted ? `<span class="list-header__unlisted"><span class="list-header__sep"> · </span>${escapeHtml(line.unlisted)}</span>` : ''
  }`;
};

const listHeader = (crumbs: string, heading: string, v: ListScreen) =>
  `<header class="list-header" aria-label="Page"><div class="container">${crumbs}<h1 class="list-header__title">${escapeHtml(heading)}</h1>${v.lead ? `<p class="list-header__lead">${escapeHtml(v.lead)}</p>` : ''}<p class="list-header__count">${countLine(v)}</p><p class="list-header__ranking"><a href="${RANKING_PAGE_PATH}">${RANKING_LINK_TEXT}</a></p></div></header>`;

const list = (v: Extract<FirstView, { kind: 'list' }>) => {
  const label = escapeHtml(listLabel(v.scope));
  const crumbs = `<nav class="breadcrumbs breadcrumbs--compact" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><span aria-current="page">${escapeHtml(listCrumb(v.scope))}</span></li></ol></nav>`;
  const chips = `<nav class="category-chips" aria-label="Vendor categories"><ul class="category-chips__list">${LIST_CHIPS.map(
    ({ slug, label: chip }) => `<li><a class="category-chip${slug === v.scope ? ' is-active' : ''}" href="/${slug}">${escapeHtml(chip)}</a></li>`,
  ).join('')}</ul></nav>`;
  const results = !v.cards.length
    ? ''
    : v.block === 'featured'
      ? `<section class="featured-block"><div class="featured-block__heading"><span class="featured-block__icon">${svg(20, SPARKLE)}</span><div><h2 class="featured-block__title">${escapeHtml(featuredBlockTitle(v.scope))}</h2><p class="featured-block__lead">${FEATURED_BLOCK_LEAD}</p></div></div>${grid(v.cards)}</section>`
      : `<section class="list-section"><h2 class="visually-hidden">${label}</h2>${grid(v.cards, v.unlisted?.cards)}</section>`;
  return (
    `<div class="list-page">${listHeader(crumbs, listHeading(v.scope), v)}<div class="container list-body"><div class="list-controls">${chips}<div class="list-controls__row">${searchBar(
      listSearchLabel(v.scope),
      true,
    )}${filtersPanel(guestsShownFor(v.scope), v.facts)}</div>${activeFilters(v.facts, v.total)}</div><div class="list-results">${results}</div></div></div>`
  );
};

const landing = (v: Extract<FirstView, { kind: 'landing' }>) => {
  const crumbs = `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/${encodeURIComponent(v.categorySlug)}">${escapeHtml(v.categoryName)}</a></li><li><span aria-current="page">${escapeHtml(v.heading)}</span></li></ol></nav>`;
  return (
    `<div class="list-page landing-page">${listHeader(crumbs, v.heading, v)}<div class="container list-body"><div class="list-controls"><div class="list-controls__row">${searchBar(
      `Search ${v.heading.toLowerCase()}`,
      false,
    )}${filtersPanel(guestsShownFor(v.categorySlug), v.facts)}</div>${activeFilters(v.facts, v.total)}</div><div class="list-results">${v.cards.length ? grid(v.cards, v.unlisted?.cards) : ''}</div>${
      v.about
        ? `<section class="landing-content"><h2 class="landing-content__title">${escapeHtml(v.about.title)}</h2><div class="rich-text">${v.about.html}</div></section>`
        : ''
    }</div></div>`
  );
};

const vendor = (v: Extract<FirstView, { kind: 'vendor' }>) => {
  const crumbs = `<div class="container vendor-crumbs-wrap"><nav aria-label="Breadcrumb"><ol class="crumbs"><li><a href="/">Home</a></li><li><a href="/${encodeURIComponent(v.categorySlug)}">${escapeHtml(v.categoryName)}</a></li><li><span aria-current="page">${escapeHtml(v.name)}</span></li></ol></nav></div>`;
  const src = v.image && isDrawableImageUrl(v.image.src) ? escapeHtml(v.image.src) : null;
  const label = v.photoCount > 1 ? `View all ${v.photoCount} photos` : 'View photo';
  const hero = src
    ? `<div class="container"><div class="vendor-hero"><button type="button" class="vendor-hero__button"><img class="vendor-hero__img" src="${src}" alt="" width="${v.image!.width ?? 1200}" height="${v.image!.height ?? 800}" fetchpriority="high" decoding="async"><span class="vendor-hero__count">${svg(16, CAMERA)}${label}</span></button></div></div>`
    : '';
  return `<article class="vendor-page">${crumbs}${hero}</article>`;
};

const STYLES: Record<FirstView['kind'], FirstViewStyle[]> = {
  home: ['public/initial'],
  list: ['public/initial', 'public/lists'],
  landing: ['public/initial', 'public/lists'],
  vendor: ['public/initial', 'public/VendorDetailPage'],
};

export const renderFirstView = (view: FirstView): { html: string; styles: FirstViewStyle[] } => {
  const body = view.kind === 'home' ? home() : view.kind === 'list' ? list(view) : view.kind === 'landing' ? landing(view) : vendor(view);
  return {
    html: `<div id="first-view" class="first-view" inert aria-hidden="true"><div class="app">${HEADER}<div class="app__main">${body}</div></div></div>`,
    styles: STYLES[view.kind],
  };
};
