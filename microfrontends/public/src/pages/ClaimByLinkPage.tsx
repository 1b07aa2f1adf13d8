import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { callRoute, isApiError } from '@uwd/api-client';
import { Alert, Button, ButtonLink, CompassIcon, MailIcon, PageLoader, PageState, ShieldCheckIcon, usePageTitle, useResource } from '@uwd/ui';
import { claimByLinkRoute, claimLinkRoute } from '@domain/identity/claim-link-api';
import { LoadFailed, linkProblem } from './inquiries/LinkNotValid';
import './inquiries/inquiries.css';

const LOAD_FAILED = 'We could not open this link just now. Please try again.';
const CLAIM_FAILED = 'We could not claim the listing just now. Please try again.';

/**
 * /claim-listing/link/{token} (issue 36): 'Claim this listing to reply' from a couple's message emailed to
 * a listing without an owner. The page names the listing and the address that becomes its owner, and asks
 * to confirm; the claim uses the link once and emails that address a login link.
 */
export function ClaimByLinkPage() {
  const { token = '' } = useParams();
  const { state, retry } = useResource(`claim-link|${token}`, () => callRoute(claimLinkRoute, { params: { token } }));
  const [claimed, setClaimed] = useState<{ message: string; email: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [claiming, setClaiming] = useState(false);
  usePageTitle(claimed ? 'Listing Claimed' : state.status === 'error' ? 'Link Not Valid' : 'Claim Your Listing');

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') {
    const message = linkProblem(state.error) ?? (isApiError(state.error) && state.error.status === 409 ? state.error.apiError?.message : null);
    if (message) return <ClaimLinkNotValid message={message} />;
    return <LoadFailed message={LOAD_FAILED} onRetry={retry} />;
  }
  const { vendor, email, waiting } = state.data;
  if (claimed) {
    return (
      <PageState icon={<MailIcon size={40} />} title={`${vendor.name} is yours`} testId="claim-link-done">
        <p>{claimed.message}</p>
      </PageState>
    );
  }

  const claim = async () => {
    setClaiming(true);
    setProblem(null);
    try {
      const answer = await callRoute(claimByLinkRoute, { params: { token } });
      setClaimed({ message: answer.message, email: answer.email });
    } catch (error) {
      setProblem(linkProblem(error) ?? (isApiError(error) && error.status === 409 ? (error.apiError?.message ?? CLAIM_FAILED) : CLAIM_FAILED));
    } finally {
      setClaiming(false);
    }
  };

  return (
    <PageState
      icon={<ShieldCheckIcon size={40} />}
      title={`Claim ${vendor.name}`}
      testId="claim-link"
      actions={
        <>
          <Button size="lg" loading={claiming} onClick={claim}>
            Claim This Listing
          </Button>
          <ButtonLink to={`/vendors/${vendor.slug}`} variant="secondary">
            View the Listing
          </ButtonLink>
        </>
      }
    >
      <p>
        <strong>{email}</strong> becomes the owner of {vendor.name}: you answer couples from your inbox and keep the profile, photos and
        services up to date. It is free.
      </p>
      {waiting > 0 && <p>{waiting === 1 ? '1 message from a couple is waiting for you.' : `${waiting} messages from couples are waiting for you.`}</p>}
      <p>We email a login link to that address once you confirm.</p>
      {problem && <Alert tone="error">{problem}</Alert>}
    </PageState>
  );
}

function ClaimLinkNotValid({ message }: { message: string }) {
  return (
    <PageState
      icon={<CompassIcon size={40} />}
      title="This link does not work"
      testId="claim-link-invalid"
      actions={
        <>
          <ButtonLink to="/claim-listing">Claim with the Form</ButtonLink>
          <ButtonLink to="/login" variant="secondary">
            Log In
          </ButtonLink>
        </>
      }
    >
      <p>{message}</p>
    </PageState>
  );
}

export default ClaimByLinkPage;
