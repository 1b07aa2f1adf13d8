import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callRoute, isApiError } from '@uwd/api-client';
import { Alert, Button, Spinner, TextField, useResource, type NoticeApi } from '@uwd/ui';
import type { InboxItem } from '@domain/inquiries/inquiry-api';
import { REVIEW_REQUEST_TYPED_LIMIT, sendReviewRequestsSchema } from '@domain/reviews/review-request';
import { reviewRequestsRoute, sendReviewRequestsRoute, type ReviewRequestAnswer, type SentReviewRequestsAnswer } from '@domain/reviews/review-request-api';
import { failureMessage } from '../inbox/inbox-data';
import { serverFieldErrors, type FieldErrors } from '../inbox/form-errors';
import { MORE_BOOKED_FAILED, useBookedCouples } from './booked-couples';
import './ask-for-reviews.css';

export const ASK_FOR_A_REVIEW = 'Ask for a review';
export const REQUESTS_LOAD_FAILED = 'Your review requests could not be loaded.';
export const REQUESTS_SEND_FAILED = 'Your review requests could not be sent. Please try again.';

interface Props {
  vendorId: string;
  notice: NoticeApi;
  active: boolean;
}

interface ClientRow {
  key: number;
  name: string;
  email: string;
}

const sentOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' });

/** Every message of a failed parse by its whole path ('clients.0.email'), the first per field. */
const fieldErrorsOf = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
};

/**
 * 'Ask for a review' on the dashboard's Reviews tab (issue 40 §1): the inbox's Booked couples, each asked
 * with one click; a form for up to 20 clients typed by name and email; and the requests sent, with their
 * state (Sent / Opened / Reviewed). Emails already asked within 90 days, or unsubscribed, are reported.
 */
export function AskForReviews({ vendorId, notice, active }: Props) {
  const [opened, setOpened] = useState(active);
  if (active && !opened) setOpened(true);
  const requests = useResource(opened ? `review-requests|${vendorId}` : null, (signal) =>
    callRoute(reviewRequestsRoute, { params: { id: vendorId }, signal, cache: 'no-store' }),
  );
  const booked = useBookedCouples(vendorId, opened);
  const addedRef = useRef<HTMLLIElement>(null);
  useEffect(() => addedRef.current?.focus(), [booked.added]);
  const [result, setResult] = useState<SentReviewRequestsAnswer | null>(null);
  const [asking, setAsking] = useState<string | null>(null);

  const send = async (body: { inquiryIds?: string[]; clients?: Array<{ name: string; email: string }> }): Promise<FieldErrors | null> => {
    try {
      const answer = await callRoute(sendReviewRequestsRoute, { params: { id: vendorId }, body: { inquiryIds: body.inquiryIds ?? [], clients: body.clients ?? [] } });
      setResult(answer);
      notice.success(answer.message);
      requests.retry();
      return null;
    } catch (e) {
      notice.error(failureMessage(e, REQUESTS_SEND_FAILED));
      return serverFieldErrors(e) ?? {};
    }
  };

  const askCouple = async (inquiry: InboxItem) => {
    setAsking(inquiry._id);
    await send({ inquiryIds: [inquiry._id] });
    setAsking(null);
  };

  // An admin managing the listing: the clients' emails are the owner's alone (403), so the section is not shown.
  if (requests.state.status === 'error' && isApiError(requests.state.error) && requests.state.error.status === 403) return null;
  const list = requests.state.status === 'ready' ? requests.state.data.requests : [];
  const askedInquiry = (id: string) => list.find((r) => r.inquiryId === id) ?? null;

  return (
    <section className="vd-card ask" aria-labelledby="ask-title">
      <div className="vd-card__head">
        <div>
          <h2 id="ask-title" className="vd-card__title">
            {ASK_FOR_A_REVIEW}
          </h2>
          <p className="vd-card__lead">
            Email your clients a link to review you. Each link works once, for 60 days; reviews written through it show &lsquo;Verified client&rsquo;. We never ask one email twice within 90 days.
          </p>
          {requests.state.status === 'ready' && <p className="vd-card__lead ask__left">You can send {requests.state.data.leftToday} more today.</p>}
        </div>
      </div>

      {result && (result.skipped.length > 0 || result.sent.length > 0) && (
        <div className="ask__result" data-testid="ask-result">
          <p>{result.message}</p>
          {result.skipped.length > 0 && (
            <ul className="ask__skipped" aria-label="Not asked">
              {result.skipped.map((s) => (
                <li key={s.email}>
                  {s.name} ({s.email}): <strong>{s.reasonLabel}</strong>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <h3 className="ask__heading">Booked couples</h3>
      {booked.state.status === 'loading' && <Spinner label="Loading your booked couples" />}
      {booked.state.status === 'error' && <p className="ask__empty">Your booked couples could not be loaded.</p>}
      {booked.state.status === 'ready' && booked.couples.length === 0 && (
        <p className="ask__empty">Couples whose inquiry you mark Booked in your inbox appear here.</p>
      )}
      {booked.couples.length > 0 && (
        <ul className="ask__couples" aria-label="Booked couples">
          {booked.couples.map((inquiry) => {
            const asked = askedInquiry(inquiry._id);
            const added = inquiry._id === booked.added;
            return (
              // The first couple 'Show more' added takes the focus, so a keyboard goes on from there.
              <li key={inquiry._id} className="ask__couple" tabIndex={added ? -1 : undefined} ref={added ? addedRef : undefined}>
                <span className="ask__couple-name">{inquiry.coupleName}</span>
                {asked ? (
                  <span className="ask__state">Asked: {asked.stateLabel}</span>
                ) : (
                  <Button size="sm" variant="outline" disabled={asking !== null || !inquiry.email} onClick={() => void askCouple(inquiry)} aria-label={`${ASK_FOR_A_REVIEW} from ${inquiry.coupleName}`}>
                    {asking === inquiry._id ? 'Sending…' : ASK_FOR_A_REVIEW}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {booked.paged && (
        <div className="ask__more">
          <p className="ask__count" aria-live="polite">
            Showing {booked.couples.length} of {booked.total} booked couples
          </p>
          {booked.hasMore && (
            <Button size="sm" variant="outline" disabled={booked.loadingMore} onClick={() => void booked.showMore()}>
              {booked.loadingMore ? 'Loading…' : 'Show more'}
            </Button>
          )}
          {booked.moreFailed && (
            <p className="ask__error" role="alert">
              {MORE_BOOKED_FAILED}
            </p>
          )}
        </div>
      )}

      <TypedClientsForm onSend={(clients) => send({ clients })} />

      <h3 className="ask__heading">Your requests</h3>
      {requests.state.status === 'loading' && <Spinner label="Loading your review requests" />}
      {requests.state.status === 'error' && (
        <Alert tone="error" title={REQUESTS_LOAD_FAILED} action={<Button variant="outline" size="sm" onClick={requests.retry}>Try again</Button>}>
          Please check your connection and try again.
        </Alert>
      )}
      {requests.state.status === 'ready' && list.length === 0 && <p className="ask__empty">No review requests yet.</p>}
      {list.length > 0 && <RequestList requests={list} />}
    </section>
  );
}

function RequestList({ requests }: { requests: ReviewRequestAnswer[] }) {
  return (
    <ul className="ask__requests" aria-label="Your review requests">
      {requests.map((r) => (
        <li key={r._id} className="ask__request">
          <span className="ask__request-who">
            <span className="ask__couple-name">{r.clientName}</span>
            <span className="ask__email">{r.email}</span>
          </span>
          <span className="ask__request-when">Sent {sentOn(r.sentAt)}</span>
          <span className={`ask__badge ask__badge--${r.state}`}>{r.expired ? `${r.stateLabel} (link expired)` : r.stateLabel}</span>
        </li>
      ))}
    </ul>
  );
}

let nextKey = 1;
const emptyRow = (): ClientRow => ({ key: nextKey++, name: '', email: '' });

/** Up to 20 clients, a row each (name and email), checked with the server's schema before sending. */
function TypedClientsForm({ onSend }: { onSend: (clients: Array<{ name: string; email: string }>) => Promise<FieldErrors | null> }) {
  const [rows, setRows] = useState<ClientRow[]>(() => [emptyRow()]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  const update = (key: number, field: 'name' | 'email', value: string) => {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    setErrors({});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const clients = rows.map(({ name, email }) => ({ name, email }));
    const parsed = sendReviewRequestsSchema.safeParse({ clients });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setSending(true);
    const failed = await onSend(clients);
    setSending(false);
    if (failed) setErrors(failed);
    else setRows([emptyRow()]);
  };

  return (
    <form className="ask__form" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="ask-typed-title">
      <h3 id="ask-typed-title" className="ask__heading">
        Other clients
      </h3>
      <p className="ask__hint">Type up to {REVIEW_REQUEST_TYPED_LIMIT} clients at a time, with their name and email.</p>
      {rows.map((row, i) => (
        <fieldset key={row.key} className="ask__row">
          <legend className="visually-hidden">Client {i + 1}</legend>
          <TextField label="Name" value={row.name} autoComplete="off" error={errors[`clients.${i}.name`]} onChange={(e) => update(row.key, 'name', e.target.value)} />
          <TextField label="Email" type="email" value={row.email} autoComplete="off" error={errors[`clients.${i}.email`]} onChange={(e) => update(row.key, 'email', e.target.value)} />
          {rows.length > 1 && (
            <Button type="button" variant="ghost" size="sm" className="ask__remove" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))} aria-label={`Remove client ${i + 1}`}>
              Remove
            </Button>
          )}
        </fieldset>
      ))}
      {errors.clients && (
        <p className="ask__error" role="alert">
          {errors.clients}
        </p>
      )}
      <div className="ask__actions">
        <Button type="button" variant="outline" size="sm" disabled={rows.length >= REVIEW_REQUEST_TYPED_LIMIT} onClick={() => setRows((all) => [...all, emptyRow()])}>
          Add another client
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send review requests'}
        </Button>
      </div>
    </form>
  );
}
