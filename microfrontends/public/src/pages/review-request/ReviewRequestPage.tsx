import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { callRoute, isApiError } from '@uwd/api-client';
import { Button, ButtonLink, CompassIcon, Container, HeartIcon, PageLoader, PageState, usePageTitle, useResource } from '@uwd/ui';
import { openReviewRequestRoute, unsubscribeRoute, unsubscribeStatusRoute } from '@domain/reviews/review-request-api';
import { FormPageHero } from '../form-page/FormPage';
import { RequestedReviewForm } from './RequestedReviewForm';
import './review-request.css';

export const LINK_PROBLEM_TITLE = 'This review link cannot be used';
export const LINK_LOAD_FAILED = 'This page could not be loaded.';
export const UNSUBSCRIBE_TITLE = 'Unsubscribe from review requests';

/** A link's 404 or 410: its message (unknown, used or expired); anything else is a failed load. */
const linkProblem = (error: unknown): string | null => (isApiError(error) && (error.status === 404 || error.status === 410) ? (error.apiError?.message ?? null) : null);

function LinkProblem({ message }: { message: string }) {
  usePageTitle(LINK_PROBLEM_TITLE);
  return (
    <PageState icon={<CompassIcon size={40} />} title={LINK_PROBLEM_TITLE} testId="review-link-problem" actions={<ButtonLink to="/">Back to Home</ButtonLink>}>
      <p>{message}</p>
    </PageState>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <PageState icon={<CompassIcon size={40} />} title={LINK_LOAD_FAILED} actions={<Button onClick={onRetry}>Try again</Button>}>
      <p>Please check your connection and try again.</p>
    </PageState>
  );
}

/** /reviews/write/{token}: the emailed review request's page, the vendor and the review form (issue 40 §1). */
function WriteRequestedReview({ token }: { token: string }) {
  const { state, retry } = useResource(`review-request|${token}`, (signal) => callRoute(openReviewRequestRoute, { params: { token }, signal, cache: 'no-store' }));
  const [done, setDone] = useState<string | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  usePageTitle(state.status === 'ready' ? `Review ${state.data.vendor.name}` : 'Write a review');

  if (gone) return <LinkProblem message={gone} />;
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') {
    const problem = linkProblem(state.error);
    return problem ? <LinkProblem message={problem} /> : <LoadFailed onRetry={retry} />;
  }
  const { vendor, clientName } = state.data;
  if (done) {
    return (
      <PageState icon={<HeartIcon size={40} />} title="Thank you!" testId="requested-review-done" actions={<ButtonLink to={`/vendors/${encodeURIComponent(vendor.slug)}`}>See {vendor.name}</ButtonLink>}>
        <p>{done}</p>
      </PageState>
    );
  }
  // Laid out like the other public form pages: the brand band with the title, the form's card overlapping it.
  return (
    <div className="review-request">
      <FormPageHero
        eyebrow={
          <a className="review-request__policy" href="/reviews/policy">
            How reviews work
          </a>
        }
        title={`Review ${vendor.name}`}
      >
        Hi {clientName}, {vendor.name} would love your review. Tell other couples how it went: your review appears on their page once our team has checked it, marked &lsquo;Verified client&rsquo;.
      </FormPageHero>
      <Container size="narrow" className="form-page-layout">
        <RequestedReviewForm token={token} vendorId={vendor._id} vendorName={vendor.name} onSubmitted={setDone} onLinkGone={setGone} />
      </Container>
    </div>
  );
}

/** /reviews/unsubscribe/{token}: no more review requests to this email, from any vendor. */
function Unsubscribe({ token }: { token: string }) {
  usePageTitle(UNSUBSCRIBE_TITLE);
  const { state, retry } = useResource(`review-unsubscribe|${token}`, (signal) => callRoute(unsubscribeStatusRoute, { params: { token }, signal, cache: 'no-store' }));
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') {
    const problem = linkProblem(state.error);
    return problem ? <LinkProblem message={problem} /> : <LoadFailed onRetry={retry} />;
  }
  const unsubscribe = async () => {
    setSending(true);
    setFailed(false);
    try {
      setDone((await callRoute(unsubscribeRoute, { params: { token } })).message);
    } catch {
      setFailed(true);
    }
    setSending(false);
  };
  if (done || state.data.unsubscribed) {
    return (
      <PageState icon={<HeartIcon size={40} />} title="You are unsubscribed" testId="review-unsubscribed" actions={<ButtonLink to="/">Back to Home</ButtonLink>}>
        <p role="status">{done ?? 'You will get no more review requests from vendors on this directory.'}</p>
      </PageState>
    );
  }
  return (
    <PageState icon={<CompassIcon size={40} />} title={UNSUBSCRIBE_TITLE} actions={<Button onClick={() => void unsubscribe()} disabled={sending}>{sending ? 'Unsubscribing…' : 'Unsubscribe'}</Button>}>
      <p>{state.data.vendor.name} asked you for a review. Unsubscribe and no vendor on this directory can send you a review request again.</p>
      {failed && <p role="alert">Something went wrong. Please try again.</p>}
    </PageState>
  );
}

/** The two pages of a review request's emailed links, one lazy chunk (issue 40 §1). */
export default function ReviewRequestPage({ kind }: { kind: 'write' | 'unsubscribe' }) {
  const { token = '' } = useParams();
  return kind === 'write' ? <WriteRequestedReview token={token} /> : <Unsubscribe token={token} />;
}
