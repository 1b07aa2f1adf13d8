import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Container, cx } from '@uwd/ui';

/** The inbox screens' header band: a back link, the page title (the page's only h1) and what goes under it. */
export function InboxHeader({ title, backTo, backLabel, children }: { title: ReactNode; backTo: string; backLabel: string; children?: ReactNode }) {
  return (
    <header className="vi-hero">
      <Container>
        <div className="vi-hero__top">
          <Link to={backTo} className="vi-hero__back">
            <span aria-hidden="true">← </span>
            {backLabel}
          </Link>
        </div>
        <p className="eyebrow vi-hero__eyebrow">Your listing</p>
        <h1 className="vi-hero__title">{title}</h1>
        {children}
      </Container>
    </header>
  );
}

/** A failed load with its Retry button. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Please check your connection and try again.
    </Alert>
  );
}

export interface TabOption<K extends string> {
  value: K;
  label: string;
  count: number;
}

/** Toggle buttons choosing one status (aria-pressed marks the chosen one); Tab reaches each, Enter or Space picks it. */
export function StatusTabs<K extends string>({ label, options, value, onChange }: { label: string; options: ReadonlyArray<TabOption<K>>; value: K; onChange: (value: K) => void }) {
  return (
    <div className="vi-tabs" role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" className={cx('vi-tabs__tab', o.value === value && 'vi-tabs__tab--on')} aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
          {o.label}
          <span className="vi-tabs__count">
            <span className="visually-hidden">(</span>
            {o.count.toLocaleString('en-US')}
            <span className="visually-hidden">)</span>
          </span>
        </button>
      ))}
    </div>
  );
}

/** Previous / 'Page 2 of 5' / Next, shown only when there is more than one page. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="vi-pager" aria-label="Inquiry pages">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="vi-pager__where" aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
