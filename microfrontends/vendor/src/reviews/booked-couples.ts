import { useState } from 'react';
import { callRoute } from '@uwd/api-client';
import { useResource } from '@uwd/ui';
import { inboxRoute, type InboxItem } from '@domain/inquiries/inquiry-api';

export const MORE_BOOKED_FAILED = 'More booked couples could not be loaded. Please try again.';

/**
 * The inbox's Booked couples for 'Ask for a review' (issue 40 §1), newest first: the inbox's first page once
 * the tab is opened, then `showMore` adds the next page under them (the inbox's own paging, 20 a page), so a
 * vendor reaches every Booked couple. `added`: the first couple the last `showMore` added (to focus).
 */
export function useBookedCouples(vendorId: string, opened: boolean) {
  const booked = useResource(opened ? `booked-couples|${vendorId}` : null, (signal) =>
    callRoute(inboxRoute, { params: { id: vendorId }, query: { status: 'booked', page: 1 }, signal, cache: 'no-store' }),
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const showMore = async () => {
    if (booked.state.status !== 'ready' || loadingMore) return;
    const { inquiries, pagination } = booked.state.data;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await callRoute(inboxRoute, { params: { id: vendorId }, query: { status: 'booked', page: pagination.page + 1 }, cache: 'no-store' });
      // A couple marked Booked meanwhile shifts the pages: one already shown is not listed twice.
      const shown = new Set(inquiries.map((i) => i._id));
      const fresh = next.inquiries.filter((i) => !shown.has(i._id));
      booked.patch((data) => ({ ...data, inquiries: [...data.inquiries, ...fresh], pagination: next.pagination }));
      setAdded(fresh[0]?._id ?? null);
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const couples: InboxItem[] = booked.state.status === 'ready' ? booked.state.data.inquiries : [];
  const pagination = booked.state.status === 'ready' ? booked.state.data.pagination : null;
  return {
    state: booked.state,
    couples,
    total: pagination?.total ?? 0,
    /** More than one page of them: 'Showing n of total'. */
    paged: (pagination?.totalPages ?? 1) > 1,
    hasMore: pagination?.hasNextPage ?? false,
    showMore,
    loadingMore,
    moreFailed,
    added,
  };
}
