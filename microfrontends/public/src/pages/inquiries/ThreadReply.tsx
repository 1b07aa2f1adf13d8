import { useState, type FormEvent } from 'react';
import { callRoute, isApiError, requestFailureMessage } from '@uwd/api-client';
import { Alert, Button, TextAreaField } from '@uwd/ui';
import { INQUIRY_LIMITS, inquiryReplySchema } from '@domain/inquiries/inquiry';
import { coupleMessageRoute, type CoupleThread } from '@domain/inquiries/inquiry-api';

const REPLY_FAILED = 'We could not send your message. Please try again.';

/**
 * The couple's answer on the thread page ('Send', POST …/messages); the thread comes back updated. Past
 * the limits on answers (429) it says when to try again ('Too many messages. Please try again in 4
 * minutes.'), keeping the text typed.
 */
export function ThreadReply({ token, vendorName, onThread }: { token: string; vendorName: string; onThread: (thread: CoupleThread) => void }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentNote, setSentNote] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    setSentNote(null);
    const parsed = inquiryReplySchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Message is required');
      document.getElementById('thread-reply')?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await callRoute(coupleMessageRoute, { params: { token }, body: { body: parsed.data.body } });
      setBody('');
      setError(null);
      setSentNote(answer.message);
      onThread(answer.thread);
    } catch (e) {
      const field = isApiError(e) ? e.apiError?.fields?.body : undefined;
      if (field) setError(field);
      else setFailure(requestFailureMessage(e, isApiError(e) && e.status === 409 ? (e.apiError?.message ?? REPLY_FAILED) : REPLY_FAILED, 'messages'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="thread-reply" noValidate onSubmit={onSubmit} aria-busy={sending} data-testid="thread-reply">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextAreaField
        id="thread-reply"
        name="body"
        label={`Reply to ${vendorName}`}
        rows={5}
        maxLength={INQUIRY_LIMITS.message}
        required
        value={body}
        error={error}
        onChange={(e) => {
          setBody(e.target.value);
          setError(null);
          setSentNote(null);
        }}
      />
      <div className="thread-reply__actions">
        <Button type="submit" loading={sending}>
          {sending ? 'Sending...' : 'Send'}
        </Button>
        <p className="thread-reply__note" role="status">
          {sentNote}
        </p>
      </div>
    </form>
  );
}
