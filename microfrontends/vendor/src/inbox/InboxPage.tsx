import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@uwd/auth-store';
import { AccessDenied, Button, ButtonLink, Container, EmptyState, PageLoader, usePageTitle } from '@uwd/ui';
import { InboxIcon } from '../lib/icons';
import type { InboxSummary } from '@domain/inquiries/inquiry-api';
import { INQUIRY_STATUSES, INQUIRY_STATUS_LABELS, isInquiryStatus, type InquiryStatus } from '@domain/inquiries/inquiry-options';
import { NoListing } from '../dashboard/DashboardChrome';
import { vendorIdOf } from '../lib/account';
import { InboxHeader, LoadFailed, Pager, StatusTabs, type TabOption } from './InboxChrome';
import { InboxList } from './InboxList';
import { isDenied, useInbox } from './inbox-data';
import './inbox.css';

type Filter = InquiryStatus | 'all';

/** The status filter and the page, kept in the query string (?status=replied&page=2). */
function useInboxParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status: Filter = isInquiryStatus(raw) ? raw : 'all';
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;
  const go = useCallback(
    (next: { status: Filter; page: number }) => {
      const q = new URLSearchParams();
      if (next.status !== 'all') q.set('status', next.status);
      if (next.page > 1) q.set('page', String(next.page));
      setParams(q);
    },
    [setParams],
  );
  return { status, page, go };
}

/** /vendor/inquiries: the signed-in owner's inbox. */
export function InboxPage() {
  usePageTitle('Inquiries');
  const vendorId = vendorIdOf(useAuthStore((s) => s.user));
  if (!vendorId) {
    return (
      <div className="vi-page">
        <InboxHeader title="Inquiries" backTo="/vendor/dashboard" backLabel="Back to Dashboard" />
        <NoListing />
      </div>
    );
  }
  return <Inbox vendorId={vendorId} />;
}

const tabsOf = (summary: InboxSummary): Array<TabOption<Filter>> => [
  { value: 'all', label: 'All', count: INQUIRY_STATUSES.reduce((n, s) => n + (summary.counts[s] ?? 0), 0) },
  ...INQUIRY_STATUSES.map((s) => ({ value: s, label: INQUIRY_STATUS_LABELS[s], count: summary.counts[s] ?? 0 })),
];

function Inbox({ vendorId }: { vendorId: string }) {
  const { status, page, go } = useInboxParams();
  const { state, retry } = useInbox(vendorId, status, page);
  if (state.status === 'error' && isDenied(state.error)) return <AccessDenied action={<ButtonLink to="/vendor/dashboard">Go to Your Dashboard</ButtonLink>} />;
  const data = state.status === 'ready' ? state.data : null;
  return (
    <div className="vi-page">
      <InboxHeader title="Inquiries" backTo="/vendor/dashboard" backLabel="Back to Dashboard">
        {data && <ReplyTime summary={data.summary} />}
      </InboxHeader>
      <Container className="vi-body">
        {state.status === 'loading' && <PageLoader label="Loading your inquiries…" />}
        {state.status === 'error' && <LoadFailed title="We couldn't load your inquiries." onRetry={retry} />}
        {data && (
          <div aria-busy={state.status === 'ready' && state.refreshing ? true : undefined}>
            <StatusTabs label="Show inquiries by status" options={tabsOf(data.summary)} value={status} onChange={(s) => go({ status: s, page: 1 })} />
            {data.inquiries.length === 0 ? (
              <EmptyState
                icon={<InboxIcon size={36} />}
                title={status === 'all' ? 'No inquiries yet' : `No ${INQUIRY_STATUS_LABELS[status]} inquiries`}
                action={
                  status === 'all' ? undefined : (
                    <Button variant="outline" size="sm" onClick={() => go({ status: 'all', page: 1 })}>
                      Show all inquiries
                    </Button>
                  )
                }
              >
                <p>{status === 'all' ? 'When a couple sends you a message from your listing, it shows up here and we email you at once.' : 'Try another status.'}</p>
              </EmptyState>
            ) : (
              <>
                <InboxList items={data.inquiries} />
                <Pager page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={(p) => go({ status, page: p })} />
              </>
            )}
          </div>
        )}
      </Container>
    </div>
  );
}

/** The median first reply over the last 90 days, with the answered and unanswered counts. */
export function ReplyTime({ summary }: { summary: InboxSummary }) {
  const { label, answered, unanswered } = summary.replyTime;
  const counts = `${answered.toLocaleString('en-US')} answered, ${unanswered.toLocaleString('en-US')} unanswered`;
  return (
    <p className="vi-hero__reply-time" data-testid="reply-time">
      {label ? (
        <>
          Your median first reply over the last 90 days: <strong>{label}</strong> ({counts}).
        </>
      ) : (
        <>No first replies in the last 90 days yet, so there is no median reply time to show ({counts}).</>
      )}
    </p>
  );
}
