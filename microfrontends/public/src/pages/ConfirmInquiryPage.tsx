import { Link, useParams } from 'react-router-dom';
import { callRoute } from '@uwd/api-client';
import { ButtonLink, Container, EmptyState, HeartIcon, PageLoader, usePageTitle, useResource } from '@uwd/ui';
import { confirmInquiryRoute } from '@domain/inquiries/inquiry-api';
import { inquirySentMessage } from '@domain/inquiries/inquiry-words';
import { ForgetBrowser } from './inquiries/ForgetBrowser';
import { UnclaimedNote } from './inquiries/UnclaimedNote';
import { LinkNotValid, LoadFailed, linkProblem } from './inquiries/LinkNotValid';
import { rememberPendingContact, storeRememberedBrowser } from './inquiries/remembered-browser';
import './inquiries/inquiries.css';

type Confirmed = Awaited<ReturnType<typeof confirmLink>>;

const CONFIRM_FAILED = 'We could not confirm your message just now. Please try again.';

/**
 * One POST per link: the page may mount twice (StrictMode, a remount) but the link is single-use, and a
 * second call would answer 'already sent' without the remembered-browser token. A failed call is forgotten,
 * so Retry posts again.
 */
const calls = new Map<string, Promise<Awaited<ReturnType<typeof postConfirm>>>>();
const postConfirm = (token: string) => callRoute(confirmInquiryRoute, { body: { token } });
function confirmLink(token: string) {
  let call = calls.get(token);
  if (!call) {
    call = postConfirm(token);
    calls.set(token, call);
    call.then(
      (answer) => {
        if (answer.rememberedBrowser) {
          storeRememberedBrowser(answer.rememberedBrowser);
          rememberPendingContact();
        }
      },
      () => calls.delete(token),
    );
  }
  return call;
}

/** /inquiries/confirm/{token}: the link in 'Confirm your message to {vendor name}'. */
export function ConfirmInquiryPage() {
  const { token = '' } = useParams();
  const { state, retry } = useResource(`inquiry-confirm|${token}`, () => confirmLink(token));
  usePageTitle(state.status === 'ready' ? state.data.message : state.status === 'error' ? 'Link Not Valid' : 'Confirming Your Message');

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') {
    const problem = linkProblem(state.error);
    if (problem) return <LinkNotValid message={problem} />;
    return <LoadFailed message={CONFIRM_FAILED} onRetry={retry} />;
  }
  return <ConfirmedView confirmed={state.data} />;
}

function ConfirmedView({ confirmed }: { confirmed: Confirmed }) {
  if (confirmed.vendors.length > 1) return <ConfirmedManyView confirmed={confirmed} />;
  return (
    <Container size="narrow" className="page-state" data-testid="inquiry-confirmed">
      <EmptyState
        level={1}
        icon={<HeartIcon size={40} />}
        title={confirmed.message}
        action={
          <div className="button-row button-row--center">
            <ButtonLink to={`/inquiries/${confirmed.threadToken}`}>View your conversation</ButtonLink>
            <ButtonLink to={`/vendors/${confirmed.vendor.slug}`} variant="secondary">
              Back to {confirmed.vendor.name}
            </ButtonLink>
          </div>
        }
      >
        {confirmed.reach === 'listing' || confirmed.reach === 'waiting' ? (
          <UnclaimedNote vendorName={confirmed.vendor.name} emailed={confirmed.reach === 'listing'} />
        ) : (
          <p>
            {confirmed.vendor.name} answers by email, and each answer has a link back to your conversation, where you can read everything and reply.
          </p>
        )}
      </EmptyState>
      <ForgetBrowser />
    </Container>
  );
}

/** The link of a multi-send (issue 39): every vendor it sent to, each with its own conversation. */
function ConfirmedManyView({ confirmed }: { confirmed: Confirmed }) {
  return (
    <Container size="narrow" className="page-state" data-testid="inquiry-confirmed">
      <EmptyState
        level={1}
        icon={<HeartIcon size={40} />}
        title={confirmed.message}
        action={
          <ButtonLink to="/shortlist" variant="secondary">
            Back to your shortlist
          </ButtonLink>
        }
      >
        <p>Each vendor answers by email, and each answer has a link back to your conversation with them.</p>
        <ul className="inquiry-confirmed__list" data-testid="inquiry-confirmed-vendors">
          {confirmed.vendors.map((v) => (
            <li key={v.threadToken} className="inquiry-confirmed__item">
              <Link to={`/inquiries/${v.threadToken}`}>View your conversation with {v.name}</Link>
              {v.reach !== 'owner' && <span>{inquirySentMessage(v.name, v.reach)}</span>}
            </li>
          ))}
        </ul>
      </EmptyState>
      <ForgetBrowser />
    </Container>
  );
}

export default ConfirmInquiryPage;
