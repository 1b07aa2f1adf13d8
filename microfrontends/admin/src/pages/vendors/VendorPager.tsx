import type { VendorPagination } from '@uwd/api-client';
import { Button } from '@uwd/ui';

/** 'Showing N of M vendors'. */
export function Summary({ pagination, shown }: { pagination: VendorPagination; shown: number }) {
  const total = pagination.totalVendors;
  const pages = pagination.totalPages || pagination.pages;
  const from = (pagination.page - 1) * pagination.limit + 1;
  const noun = total === 1 ? 'vendor' : 'vendors';
  return (
    <p className="adm-summary avm-summary" aria-live="polite" data-testid="vendor-summary">
      {pages > 1 ? `Showing ${from}–${from + shown - 1} of ${total} ${noun}` : `${total} ${noun}`}
    </p>
  );
}

/** Previous / 'Page 2 of 3' / Next, when there is more than one page. */
export function Pager({ pagination, onPage }: { pagination: VendorPagination; onPage: (page: number) => void }) {
  const pages = pagination.totalPages || pagination.pages;
  if (pages <= 1) return null;
  return (
    <nav className="adm-pager" aria-label="Vendor pages">
      <Button variant="outline" size="sm" disabled={!pagination.hasPrevPage} onClick={() => onPage(pagination.page - 1)}>
        Previous
      </Button>
      <span className="adm-pager__where">
        Page {pagination.page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={!pagination.hasNextPage} onClick={() => onPage(pagination.page + 1)}>
        Next
      </Button>
    </nav>
  );
}
