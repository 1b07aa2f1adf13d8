import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RANKING_LINK_TEXT, RANKING_PAGE_PATH } from '@domain/listings/ranking';
import { Button, CloseIcon, Container, MapPinIcon, SearchIcon, Skeleton } from '@uwd/ui';
import { factsCountLine, listCrumb, vendorCount, type ListScope } from './categories';
import { hasFacts, listQuery, NO_FACTS, type ListFacts } from './list-params';
import { FactChips } from './SearchFacts';

export interface ListHeaderProps {
  crumbs: ReactNode;
  heading: string;
  /** The lead, or null; a skeleton while `leadLoading`. */
  lead: string | null;
  leadLoading: boolean;
  /**
   * 'loading', the total to count (with the search and city it matches), or null to say nothing. Under the
   * guests or budget filters, `unlisted`: how many of the total have not stated the fact (issue 36), with the facts asked.
   */
  count: 'loading' | { total: number; search: string; location: string; atLeast?: boolean; unlisted?: { total: number; guests?: number; maxPrice?: number } } | null;
}

/** A list's breadcrumbs (category list, all vendors): Home, then the list. */
export function ListCrumbs({ scope }: { scope: ListScope }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs breadcrumbs--compact">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <span aria-current="page">{listCrumb(scope)}</span>
        </li>
      </ol>
    </nav>
  );
}

/** A list's header (category list, all vendors, filter landing page): what the first view draws first. */
export function ListHeader({ crumbs, heading, lead, leadLoading, count }: ListHeaderProps) {
  return (
    <header className="list-header">
      <Container>
        {crumbs}
        <h1 className="list-header__title">{heading}</h1>
        {lead ? (
          <p className="list-header__lead">{lead}</p>
        ) : (
          leadLoading && (
            <div className="list-header__lead" aria-hidden="true">
              <Skeleton width="min(100%, 36rem)" height="1.1rem" />
            </div>
          )
        )}
        <p className="list-header__count" role="status" data-testid="result-count">
          {count === 'loading' ? (
            <span className="visually-hidden">Loading vendors…</span>
          ) : count ? (
            <>
              {count.unlisted ? (
                <strong>{factsCountLine(count.total - count.unlisted.total, count.unlisted.total, count.unlisted).fit}</strong>
              ) : (
                <strong>{vendorCount(count.total, count.atLeast)}</strong>
              )}
              {count.search && (
                <>
                  {' '}
                  matching <q>{count.search}</q>
                </>
              )}
              {count.location && <> in {count.location}</>}
              {count.unlisted && count.unlisted.total > 0 && (
                <span className="list-header__unlisted">
                  <span className="list-header__sep"> · </span>
                  {factsCountLine(count.total - count.unlisted.total, count.unlisted.total, count.unlisted).unlisted}
                </span>
              )}
            </>
          ) : null}
        </p>
        <p className="list-header__ranking">
          <Link to={RANKING_PAGE_PATH}>{RANKING_LINK_TEXT}</Link>
        </p>
      </Container>
    </header>
  );
}

export interface ActiveFiltersProps {
  pathname: string;
  search: string;
  location: string;
  /** The wedding date, guests and budget in the URL (issue 18): kept by the other chips' links, each removable. */
  facts?: ListFacts;
  /** The empty state has its own, bigger Clear Filters. */
  showClear: boolean;
  onClear: () => void;
}

/** 'Filtered by' the search and the city, each a link that removes it, and Clear Filters. */
export function ActiveFilters({ pathname, search, location, facts = NO_FACTS, showClear, onClear }: ActiveFiltersProps) {
  if (!search && !location && !hasFacts(facts)) return null;
  return (
    <div className="active-filters">
      <span className="active-filters__label">Filtered by</span>
      <ul className="active-filters__list">
        {search && (
          <li>
            <Link className="active-filter" to={{ pathname, search: listQuery({ ...facts, location }) }} aria-label={`Remove search “${search}”`}>
              <SearchIcon size={14} /> {search} <CloseIcon size={14} />
            </Link>
          </li>
        )}
        {location && (
          <li>
            <Link className="active-filter" to={{ pathname, search: listQuery({ ...facts, search }) }} aria-label={`Remove location ${location}`}>
              <MapPinIcon size={14} /> {location} <CloseIcon size={14} />
            </Link>
          </li>
        )}
        <FactChips pathname={pathname} search={search} location={location} facts={facts} />
      </ul>
      {showClear && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear Filters
        </Button>
      )}
    </div>
  );
}
