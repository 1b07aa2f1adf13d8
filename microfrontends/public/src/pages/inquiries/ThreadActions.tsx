import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callRoute, requestFailureMessage } from '@uwd/api-client';
import { Alert, Button } from '@uwd/ui';
import { CLOSE_REASON_LABELS, CLOSE_REASONS, closeInquirySchema, type CloseReason } from '@domain/inquiries/inquiry';
import { closeThreadRoute, deleteThreadRoute, type CoupleThread } from '@domain/inquiries/inquiry-api';

const ACTION_FAILED = 'That did not work just now. Please try again.';

/** 'Close conversation' with one of the two reasons; the vendor is told politely. */
export function CloseConversation({ token, onThread }: { token: string; onThread: (thread: CoupleThread, message: string) => void }) {
  const [reason, setReason] = useState<CloseReason | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = closeInquirySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please choose a reason');
      document.getElementById('close-reason-booked_elsewhere')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await callRoute(closeThreadRoute, { params: { token }, body: parsed.data });
      onThread(answer.thread, answer.message);
    } catch (e) {
      setError(requestFailureMessage(e, ACTION_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="thread-action" noValidate onSubmit={onSubmit} data-testid="thread-close">
      <fieldset aria-describedby={error ? 'close-reason-error' : undefined}>
        <legend className="thread-action__title">Close conversation</legend>
        <p className="thread-action__text">Found your vendor, or changed plans? We will let them know, kindly.</p>
        {CLOSE_REASONS.map((r) => (
          <div key={r} className="thread-radio">
            <input
              id={`close-reason-${r}`}
              type="radio"
              name="reason"
              value={r}
              checked={reason === r}
              onChange={() => {
                setReason(r);
                setError(null);
              }}
            />
            <label htmlFor={`close-reason-${r}`}>{CLOSE_REASON_LABELS[r]}</label>
          </div>
        ))}
        {error && (
          <p id="close-reason-error" className="field__error">
            {error}
          </p>
        )}
      </fieldset>
      <Button type="submit" variant="outline" loading={busy}>
        Close conversation
      </Button>
    </form>
  );
}

/** 'Delete conversation', after a confirmation saying what goes: their name, email, phone and messages. */
export function DeleteConversation({ token, vendorName, onDeleted }: { token: string; vendorName: string; onDeleted: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) titleRef.current?.focus();
    else if (wasConfirming.current) openerRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await callRoute(deleteThreadRoute, { params: { token } });
      onDeleted(answer.message);
    } catch (e) {
      setError(requestFailureMessage(e, ACTION_FAILED));
      setBusy(false);
    }
  };

  if (!confirming) {
    return (
      <div className="thread-action">
        <h2 className="thread-action__title">Delete conversation</h2>
        <p className="thread-action__text">Remove your details and this conversation for good.</p>
        <button ref={openerRef} type="button" className="btn btn--outline thread-danger" onClick={() => setConfirming(true)}>
          Delete conversation
        </button>
      </div>
    );
  }
  return (
    <section className="thread-action thread-action--confirm" aria-labelledby="delete-confirm-title" data-testid="thread-delete-confirm">
      <h2 id="delete-confirm-title" ref={titleRef} tabIndex={-1} className="thread-action__title">
        Delete this conversation?
      </h2>
      <p className="thread-action__text">
        This removes your name, email, phone and messages, here and in {vendorName}'s inbox. It cannot be undone.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="button-row">
        <Button className="thread-danger-btn" onClick={remove} loading={busy}>
          Yes, delete it
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
          Keep it
        </Button>
      </div>
    </section>
  );
}
