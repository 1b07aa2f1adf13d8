import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { callRoute } from '@uwd/api-client';
import { Alert, ButtonLink, Container, HeartIcon, PageLoader, PageState, usePageTitle, useResource } from '@uwd/ui';
import { CLOSE_REASON_LABELS } from '@domain/inquiries/inquiry-options';
import { coupleThreadRoute, type CoupleThread } from '@domain/inquiries/inquiry-api';
import { threadDestination } from '@domain/inquiries/inquiry-words';
import { ForgetBrowser } from './inquiries/ForgetBrowser';
import { LinkNotValid, LoadFailed, linkProblem } from './inquiries/LinkNotValid';
import { CloseConversation, DeleteConversation } from './inquiries/ThreadActions';
import { ThreadMessages, WeddingFacts } from './inquiries/ThreadConversation';
import { ThreadReply } from './inquiries/ThreadReply';
import './inquiries/inquiries.css';

const LOAD_FAILED = 'We could not load your conversation. Please try again.';

/** /inquiries/{token}: the couple's conversation with one vendor (the emailed link is the key, no account). */
export function CoupleThreadPage() {
  const { token = '' } = useParams();
  const { state, retry, patch } = useResource(`couple-thread|${token}`, async (signal) => (await callRoute(coupleThreadRoute, { params: { token }, signal, cache: 'no-store' })).thread);
  const [deleted, setDeleted] = useState<string | null>(null);
  usePageTitle(deleted ? 'Conversation Deleted' : state.status === 'ready' ? `Your conversation with ${state.data.vendor.name}` : 'Your Conversation');

  if (deleted) {
    return (
      <PageState icon={<HeartIcon size={40} />} title="Conversation deleted" action={<ButtonLink to="/vendors">Browse the directory</ButtonLink>} testId="thread-deleted">
        <p>{deleted}</p>
      </PageState>
    );
  }
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') {
    const problem = linkProblem(state.error);
    if (problem) return <LinkNotValid message={problem} />;
    return <LoadFailed message={LOAD_FAILED} onRetry={retry} />;
  }
  return <ThreadView token={token} thread={state.data} onThread={(thread) => patch(() => thread)} onDeleted={setDeleted} />;
}

function ThreadView({ token, thread, onThread, onDeleted }: { token: string; thread: CoupleThread; onThread: (t: CoupleThread) => void; onDeleted: (message: string) => void }) {
  const [closedNote, setClosedNote] = useState<string | null>(null);
  const closedRef = useRef<HTMLDivElement>(null);
  // Closing removes the form that had the focus: the notice saying it is closed takes it.
  useEffect(() => {
    if (closedNote) closedRef.current?.focus();
  }, [closedNote]);
  const vendorLink = `/vendors/${thread.vendor.slug}`;
  // While the listing has no owner, where each message goes (issue 36).
  const destination = thread.reach ? threadDestination(thread.vendor.name, thread.reach) : null;
  return (
    <div className="thread-page" data-testid="couple-thread">
      <header className="thread-head">
        <Container size="narrow">
          <p className="eyebrow">Your conversation</p>
          <h1 className="thread-head__title">
            <Link to={vendorLink}>{thread.vendor.name}</Link>
          </h1>
          <p className="thread-head__lead">Hi {thread.coupleName}! Everything you and {thread.vendor.name} wrote, oldest first.</p>
          {destination && (
            <p className="thread-head__note" data-testid="thread-unclaimed-note">
              {destination}
            </p>
          )}
          <WeddingFacts thread={thread} />
        </Container>
      </header>
      <Container size="narrow" className="thread-body">
        <ThreadMessages thread={thread} />
        {thread.closed ? (
          <div ref={closedRef} tabIndex={-1} className="thread-closed" data-testid="thread-closed">
            <Alert tone="info" title="This conversation is closed">
              {closedNote ?? `You closed it${thread.closeReason ? `: ${CLOSE_REASON_LABELS[thread.closeReason]}` : ''}.`} It takes no more replies;
              you can still read it here. <Link to={vendorLink}>Visit {thread.vendor.name}'s page</Link> to start a new conversation.
            </Alert>
          </div>
        ) : (
          <ThreadReply token={token} vendorName={thread.vendor.name} onThread={onThread} />
        )}
        <div className="thread-actions">
          {!thread.closed && (
            <CloseConversation
              token={token}
              onThread={(t, message) => {
                setClosedNote(message);
                onThread(t);
              }}
            />
          )}
          <DeleteConversation token={token} vendorName={thread.vendor.name} onDeleted={onDeleted} />
        </div>
        <ForgetBrowser />
      </Container>
    </div>
  );
}

export default CoupleThreadPage;
