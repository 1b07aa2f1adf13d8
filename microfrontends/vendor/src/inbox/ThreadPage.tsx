import { useParams } from 'react-router-dom';
import { useAuthStore } from '@uwd/auth-store';
import { AccessDenied, ButtonLink, Container, EmptyState, NoticeToast, PageLoader, useNotice, usePageTitle } from '@uwd/ui';
import type { InboxThread } from '@domain/inquiries/inquiry-api';
import { NoListing } from '../dashboard/DashboardChrome';
import { vendorIdOf } from '../lib/account';
import { Conversation } from './Conversation';
import { InboxHeader, LoadFailed } from './InboxChrome';
import { isDenied, isMissing, useInboxThread, useSavedReplies } from './inbox-data';
import { ReplyBox } from './ReplyBox';
import { SavedReplies } from './SavedReplies';
import { StatusActions } from './StatusActions';
import { StatusBadge } from './StatusBadge';
import { ShortlistTag } from './ShortlistTag';
import { ThreadFacts } from './ThreadFacts';
import './inbox.css';

const BACK = { backTo: '/vendor/inquiries', backLabel: 'All Inquiries' } as const;

/** /vendor/inquiries/{inquiryId}: one inquiry opened (the emails link here). */
export function ThreadPage() {
  const { inquiryId = '' } = useParams();
  const vendorId = vendorIdOf(useAuthStore((s) => s.user));
  if (!vendorId) {
    return (
      <div className="vi-page">
        <InboxHeader title="Inquiry" {...BACK} />
        <NoListing />
      </div>
    );
  }
  return <Thread key={inquiryId} vendorId={vendorId} inquiryId={inquiryId} />;
}

function Thread({ vendorId, inquiryId }: { vendorId: string; inquiryId: string }) {
  const { state, retry, patch } = useInboxThread(vendorId, inquiryId);
  const inquiry = state.status === 'ready' ? state.data : null;
  usePageTitle(inquiry ? `Inquiry from ${inquiry.coupleName}` : 'Inquiry');
  if (state.status === 'error' && isDenied(state.error)) return <AccessDenied action={<ButtonLink to="/vendor/dashboard">Go to Your Dashboard</ButtonLink>} />;
  if (state.status === 'loading') {
    return (
      <div className="vi-page">
        <InboxHeader title="Inquiry" {...BACK} />
        <PageLoader label="Loading the inquiry…" />
      </div>
    );
  }
  if (!inquiry) {
    const missing = state.status === 'error' && isMissing(state.error);
    return (
      <div className="vi-page">
        <InboxHeader title="Inquiry" {...BACK} />
        <Container size="narrow" className="vi-body">
          {missing ? (
            <EmptyState title="This inquiry is no longer here" action={<ButtonLink to="/vendor/inquiries">Back to Inquiries</ButtonLink>}>
              <p>The couple may have deleted their conversation.</p>
            </EmptyState>
          ) : (
            <LoadFailed title="We couldn't load this inquiry." onRetry={retry} />
          )}
        </Container>
      </div>
    );
  }
  return <ThreadView vendorId={vendorId} inquiry={inquiry} onUpdated={(i) => patch(() => i)} />;
}

function ThreadView({ vendorId, inquiry, onUpdated }: { vendorId: string; inquiry: InboxThread; onUpdated: (i: InboxThread) => void }) {
  const notice = useNotice();
  const saved = useSavedReplies(vendorId);
  const closed = inquiry.status === 'closed';
  return (
    <div className="vi-page">
      <InboxHeader title={`Inquiry from ${inquiry.coupleName}`} {...BACK}>
        <p className="vi-hero__status">
          <StatusBadge status={inquiry.status} label={inquiry.statusLabel} />
          {inquiry.fromShortlist && <ShortlistTag />}
        </p>
      </InboxHeader>
      <Container className="vi-body vi-thread">
        <div className="vi-thread__main">
          <ThreadFacts inquiry={inquiry} />
          <Conversation inquiry={inquiry} />
          {closed ? (
            <section className="vi-card vi-closed" aria-labelledby="closed-title" data-testid="thread-closed">
              <h2 id="closed-title" className="vi-card__title">
                {inquiry.coupleName} closed this conversation
              </h2>
              <p>
                {inquiry.closeReasonLabel ? (
                  <>
                    Their reason: <strong>{inquiry.closeReasonLabel}</strong>.{' '}
                  </>
                ) : null}
                It takes no more replies. Thank you for answering them.
              </p>
            </section>
          ) : (
            <ReplyBox vendorId={vendorId} inquiry={inquiry} savedReplies={saved.state.status === 'ready' ? saved.state.data : []} notice={notice} onUpdated={onUpdated} />
          )}
        </div>
        <div className="vi-thread__side">
          {!closed && <StatusActions vendorId={vendorId} inquiry={inquiry} notice={notice} onUpdated={onUpdated} />}
          <SavedReplies vendorId={vendorId} state={saved.state} reload={saved.reload} retry={saved.retry} notice={notice} />
        </div>
      </Container>
      <NoticeToast testId="inbox-notice" notice={notice.notice} onDismiss={notice.dismiss} />
    </div>
  );
}
