/**
 * The first view of a public page (ADR 9), drawn on the server with the app's own components: the site
 * header (signed out) and the top of the page — the home hero; a list's header, controls and first cards;
 * a landing page's too, with its 'About' text; a vendor's breadcrumbs and hero photo — from the data the
 * server has read, in the API's answer shapes. Built for Node by `vite build --ssr` (vite.first-view.config.ts)
 * into dist/first-view/, and loaded by the API's web adapter (adapters/http/web.ts), which wraps it in the
 * inert, hidden `#first-view` picture. Its stylesheets are the remote's own, linked by the server.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { FirstView, RenderFirstView } from '@domain/listings/first-view';
import type { CityCount } from '@uwd/api-client';
import { Container, type ResourceState } from '@uwd/ui';
import { Header } from '../../../shell/src/layout/Header';
import { CategoryChips } from '../components/CategoryChips';
import { galleryOrder } from '../components/vendor-detail/format';
import { VendorGrid } from '../components/VendorGrid';
import { carriedFactsQuery } from '../lib/carried-facts';
import { Hero } from '../pages/HomePage';
import { CATEGORY_CHIPS, categoryLabel, listHeading, listPath, listSearchLabel, type ListScope } from '../pages/lists/categories';
import { FeaturedBlock } from '../pages/lists/FeaturedBlock';
import { Breadcrumbs, LandingAbout } from '../pages/lists/LandingParts';
import { ListControls, ListResults } from '../pages/lists/ListControls';
import { ListCrumbs, ListHeader } from '../pages/lists/ListHeader';
import { factsQuery, listQuery, readDateProblem, readListFacts } from '../pages/lists/list-params';
import { SearchFacts } from '../pages/lists/SearchFacts';
import { unlistedMarksOf } from '../pages/lists/UnlistedMarks';
import { VendorTop } from '../pages/VendorDetailPage';

type List = Extract<FirstView, { kind: 'list' | 'landing' }>;

/**
 * Stylesheets each page needs: `public/initial` is the remote's first chunk (its routes, the home page and
 * the shared ui: INITIAL_GROUP of microfrontends/federation/remote-config.ts); lists and the vendor page
 * are lazy chunks of their own.
 */
const STYLES: Record<FirstView['kind'], string[]> = {
  home: ['public/initial'],
  list: ['public/initial', 'public/lists'],
  landing: ['public/initial', 'public/lists'],
  vendor: ['public/initial', 'public/VendorDetailPage'],
};

/** A picture does nothing: the controls are drawn, never used (the app's own replace them). */
const none = () => {};
const NO_CITIES: ResourceState<CityCount[]> = { status: 'ready', data: [], refreshing: false };

/** Where 'Guests' is offered, as the list pages offer it. */
const guestsShownFor = (scope: string) => scope === 'vendors' || scope === 'venues' || scope === 'caterers';

/** The header, the count (with what has not been stated under guests or budget) and the controls of a list. */
function ListTop({ view, crumbs, heading, searchLabel, buttonLabel, params, chips, children }: {
  view: List;
  crumbs: ReactNode;
  heading: string;
  searchLabel: string;
  buttonLabel?: string;
  params: URLSearchParams;
  chips?: ReactNode;
  children: ReactNode;
}) {
  const facts = readListFacts(params);
  const scope = view.kind === 'list' ? view.scope : view.categorySlug;
  return (
    <>
      <ListHeader
        crumbs={crumbs}
        heading={heading}
        lead={view.lead}
        leadLoading={false}
        count={{ total: view.total, search: '', location: '', ...(view.unlisted ? { unlisted: { total: view.unlisted.total, ...factsQuery(facts) } } : {}) }}
      />
      <Container className="list-body">
        <ListControls
          query=""
          onQueryChange={none}
          onSearch={none}
          searchLabel={searchLabel}
          {...(buttonLabel ? { buttonLabel } : {})}
          cities={NO_CITIES}
          onLocationChange={none}
          showClear={view.total > 0}
          onClear={none}
          facts={<SearchFacts facts={facts} dateProblem={readDateProblem(params)} showGuests={guestsShownFor(scope)} onChange={none} />}
        >
          {chips}
        </ListControls>
        {children}
      </Container>
    </>
  );
}

function Page({ view, params }: { view: FirstView; params: URLSearchParams }) {
  if (view.kind === 'home') return <div className="home"><Hero /></div>;
  if (view.kind === 'vendor') {
    return (
      <article className="vendor-page">
        <VendorTop vendor={view.vendor} images={galleryOrder(view.vendor.images)} carried="" onOpen={none} />
      </article>
    );
  }
  const marks = unlistedMarksOf(view.unlisted?.vendors);
  const carried = carriedFactsQuery(params.toString());
  if (view.kind === 'landing') {
    return (
      <div className="list-page landing-page">
        <ListTop
          view={view}
          crumbs={<Breadcrumbs categoryPath={`/${view.categorySlug}`} categoryName={view.categoryName} current={view.heading} />}
          heading={view.heading}
          searchLabel={`Search ${view.heading.toLowerCase()}`}
          params={params}
        >
          <ListResults resultsRef={null} loading={false}>
            {view.cards.length > 0 && <VendorGrid vendors={view.cards} linkQuery={carried} marksOf={marks} eager />}
          </ListResults>
          {view.about && (
            <LandingAbout heading={view.heading}>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: ABOUT }} />
            </LandingAbout>
          )}
        </ListTop>
      </div>
    );
  }
  const facts = readListFacts(params);
  return (
    <div className="list-page">
      <ListTop
        view={view}
        crumbs={<ListCrumbs scope={view.scope} />}
        heading={listHeading(view.scope)}
        searchLabel={listSearchLabel(view.scope)}
        buttonLabel="Search"
        params={params}
        chips={<CategoryChips chips={CATEGORY_CHIPS} current={view.scope} hrefFor={(slug) => `${listPath(slug as ListScope)}${listQuery(facts)}`} />}
      >
        <ListResults resultsRef={null} loading={false}>
          {view.cards.length === 0 ? null : view.block === 'featured' ? (
            <FeaturedBlock scope={view.scope} vendors={view.cards} eager />
          ) : (
            <section className="list-section">
              <h2 className="visually-hidden">{categoryLabel(view.scope)}</h2>
              <VendorGrid vendors={view.cards} linkQuery={carried} marksOf={marks} eager />
            </section>
          )}
        </ListResults>
      </ListTop>
    </div>
  );
}

/** Where the landing page's 'About' text goes, once the drawing's own attributes are stripped (not the text's). */
const ABOUT = '<!--first-view:about-->';

/**
 * Attributes left out. The app draws the same elements beside the first view until it is removed: no id may
 * be there twice (ids, labels' `for`, ARIA references), and what finds the app's page (test ids, roles,
 * ARIA names and states other than those the CSS draws by, a focus stop) must find only the app's. The
 * picture is hidden from assistive technology as a whole. The router's `data-discover` marks go too. React
 * escapes every `"` of a text or attribute, so ` id="` is only ever an attribute here.
 */
const LEFT_OUT = / (?:id|for|role|tabindex|aria-(?:labelledby|describedby|controls|label|busy|live)|data-testid|data-vendor-id|data-discover)="[^"]*"/g;

/** Landmarks keep their names (each landmark of a kind named apart, as html-validate asks of the HTML). */
const LANDMARK_NAME = /(<(?:header|nav)\b[^>]*?) aria-label="/g;
const KEPT_NAME = ' data-first-view-label="';

/**
 * The HTML as written by hand: attribute names in lower case (React's server render writes `fetchPriority`,
 * `autoComplete`), boolean attributes without a value (`hidden`, not `hidden=""`), and forms drawn as boxes
 * (a picture submits nothing; a search bar without its button is no form).
 */
const asHtml = (html: string): string =>
  html
    .replace(LANDMARK_NAME, (_, tag: string) => `${tag}${KEPT_NAME}`)
    .replace(LEFT_OUT, '')
    .replaceAll(KEPT_NAME, ' aria-label="')
    .replace(/ ([a-z]+[A-Z][A-Za-z]*)="/g, (_, name: string) => ` ${name.toLowerCase()}="`)
    .replace(/ (hidden|selected|disabled|checked|readonly|required|multiple)=""/g, ' $1')
    .replace(/<form\b/g, '<div')
    .replace(/<\/form>/g, '</div>');

export const renderFirstView: RenderFirstView = (view, url) => {
  const params = new URL(url, 'http://first-view').searchParams;
  const html = renderToString(
    <MemoryRouter initialEntries={[url]}>
      <div className="app">
        <Header />
        <main className="app__main">
          <Page view={view} params={params} />
        </main>
      </div>
    </MemoryRouter>,
  );
  const about = view.kind === 'landing' ? (view.about ?? '') : '';
  return { html: asHtml(html).replace(ABOUT, () => about), styles: STYLES[view.kind] };
};
