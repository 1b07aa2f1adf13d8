/** Small pieces shared by the moderation screens: badges, filter tabs, the pager, list skeletons, the list states. */
import type { ReactNode, RefObject } from 'react';
import { Alert, Button, Card, EmptyState, Skeleton, cx, type EmptyStateProps } from '@uwd/ui';
import type { ListPagination } from '@uwd/api-client';
import type { LoadState } from './useLoader';

export type BadgeTone = 'pending' | 'success' | 'danger' | 'neutral' | 'brand' | 'info';

export function Badge({ tone, children, className, testId }: { tone: BadgeTone; children: ReactNode; className?: string; testId?: string }) {
  return (
    <span className={cx('adm-badge', `adm-badge--${tone}`, className)} data-testid={testId}>
      {children}
    </span>
  );
}

export interface FilterOption<K extends string> {
  value: K;
  label: string;
  count?: number;
}

/**
 * A row of toggle buttons choosing one filter value (aria-pressed marks the chosen one). Plain buttons in a
 * labelled group: Tab reaches each, Enter or Space picks it.
 */
export function FilterTabs<K extends string>({ label, options, value, onChange }: { label: string; options: ReadonlyArray<FilterOption<K>>; value: K; onChange: (value: K) => void }) {
  return (
    <div className="adm-tabs" role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" className={cx('adm-tabs__tab', o.value === value && 'adm-tabs__tab--on')} aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
          {o.label}
          {o.count !== undefined && <span className="adm-tabs__count">{o.count}</span>}
        </button>
      ))}
    </div>
  );
}

/** Previous / 'Page 2 of 5' / Next, shown only when there is more than one page. */
export function Pager({ pagination, onPage, label }: { pagination: ListPagination; onPage: (page: number) => void; label: string }) {
  if (pagination.totalPages <= 1) return null;
  return (
    <nav className="adm-pager" aria-label={label}>
      <Button variant="outline" size="sm" disabled={!pagination.hasPrevPage} onClick={() => onPage(pagination.page - 1)}>
        Previous
      </Button>
      <span className="adm-pager__where" aria-live="polite">
        Page {pagination.page} of {pagination.totalPages}
      </span>
      <Button variant="outline" size="sm" disabled={!pagination.hasNextPage} onClick={() => onPage(pagination.page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** Placeholder cards while a list loads. */
export function ListSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div className="adm-list" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="adm-item adm-item--skeleton" aria-hidden="true">
          <Skeleton width="45%" height="1.4rem" />
          <Skeleton width="30%" height="0.9rem" />
          <Skeleton width="100%" height="0.9rem" />
          <Skeleton width="85%" height="0.9rem" />
        </Card>
      ))}
    </div>
  );
}

/** One label/value pair of a card's detail list. Empty values are left out by the caller. */
export function Detail({ label, children, wide, span2 }: { label: string; children: ReactNode; wide?: boolean; span2?: boolean }) {
  return (
    <div className={cx('adm-detail', wide && 'adm-detail--wide', span2 && 'adm-detail--span2')}>
      <dt className="adm-detail__label">{label}</dt>
      <dd className="adm-detail__value">{children}</dd>
    </div>
  );
}

/** 'Showing 1–20 of 45 applications'. */
export function ListSummary({ pagination, shown, noun, nouns = `${noun}s` }: { pagination: ListPagination; shown: number; noun: string; nouns?: string }) {
  if (pagination.total === 0) return null;
  const from = (pagination.page - 1) * pagination.limit + 1;
  const to = from + shown - 1;
  const what = pagination.total === 1 ? noun : nouns;
  return (
    <p className="adm-summary" aria-live="polite">
      {pagination.totalPages > 1 ? `Showing ${from}–${to} of ${pagination.total} ${what}` : `${pagination.total} ${what}`}
    </p>
  );
}

/** A failed load with its Retry button. */
export function LoadFailed({ children, title, className, onRetry }: { children?: ReactNode; title?: ReactNode; className?: string; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      title={title}
      className={className}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

/** An empty list: the empty state in a card. */
export function EmptyCard({ className, ...empty }: EmptyStateProps) {
  return (
    <Card className={className}>
      <EmptyState {...empty} />
    </Card>
  );
}

/**
 * The states of a loaded list: placeholder cards while it loads, the failure with Retry, `empty` when the
 * list has no items, else `children` with the data.
 */
export function ListStates<T>({
  state,
  count,
  loadingLabel,
  skeletons,
  failed,
  onRetry,
  empty,
  children,
}: {
  state: LoadState<T>;
  /** How many items the data holds. */
  count: (data: T) => number;
  loadingLabel: string;
  skeletons?: number;
  failed: string;
  onRetry: () => void;
  empty: ReactNode;
  children: (data: T, refreshing: boolean) => ReactNode;
}) {
  if (state.status === 'loading') return <ListSkeleton label={loadingLabel} count={skeletons} />;
  if (state.status === 'error') return <LoadFailed onRetry={onRetry}>{failed}</LoadFailed>;
  return count(state.data) === 0 ? empty : children(state.data, state.refreshing);
}

/** A page of a moderation list (a focusable region, see useFocusRescue and usePageTurn) and its pager. */
export function PagedList({
  label,
  listRef,
  refreshing,
  pagination,
  onPage,
  children,
}: {
  label: string;
  listRef: RefObject<HTMLDivElement | null>;
  refreshing: boolean;
  pagination: ListPagination;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <>
      <div className="adm-list" role="region" ref={listRef} tabIndex={-1} aria-busy={refreshing || undefined} aria-label={label}>
        {children}
      </div>
      <Pager label={`${label} pages`} pagination={pagination} onPage={onPage} />
    </>
  );
}
