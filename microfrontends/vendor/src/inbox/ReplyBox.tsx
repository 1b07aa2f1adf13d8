import { useId, useRef, useState, type FormEvent } from 'react';
import { callRoute } from '@uwd/api-client';
import { Button, SelectField, TextAreaField, type NoticeApi } from '@uwd/ui';
import { vendorReplyRoute, type InboxThread } from '@domain/inquiries/inquiry-api';
import { inquiryReplySchema } from '@domain/inquiries/inquiry';
import { failureMessage } from './inbox-data';
import { issuesByField, serverFieldErrors } from './form-errors';

export const REPLY_FAILED = 'Your reply could not be sent. Please try again.';

export interface SavedReplyChoice {
  _id: string;
  title: string;
  body: string;
}

interface Props {
  vendorId: string;
  inquiry: InboxThread;
  /** The vendor's saved replies for the picker (empty while they load or when there are none). */
  savedReplies: readonly SavedReplyChoice[];
  notice: NoticeApi;
  onUpdated: (inquiry: InboxThread) => void;
}

/** Adds a saved reply to what is typed: into an empty box as it is, else after a blank line. */
export const withSavedReply = (current: string, saved: string): string => (current.trim() === '' ? saved : `${current.replace(/\s+$/, '')}\n\n${saved}`);

/** The reply box: a saved reply can be inserted, 'Send Reply' validates with the domain schema and sends. */
export function ReplyBox({ vendorId, inquiry, savedReplies, notice, onUpdated }: Props) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const boxRef = useRef<HTMLTextAreaElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const parsed = inquiryReplySchema.safeParse({ body });
    if (!parsed.success) {
      setError(issuesByField(parsed.error).body);
      boxRef.current?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const answer = await callRoute(vendorReplyRoute, { params: { id: vendorId, inquiryId: inquiry._id }, body: parsed.data });
      setBody('');
      notice.success(answer.message);
      onUpdated(answer.inquiry);
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields?.body) setError(fields.body);
      notice.error(failureMessage(e, REPLY_FAILED));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="vi-card" aria-labelledby="reply-title">
      <h2 id="reply-title" className="vi-card__title">
        Reply to {inquiry.coupleName}
      </h2>
      {savedReplies.length > 0 && (
        <SavedReplyPicker
          replies={savedReplies}
          onInsert={(saved) => {
            setBody((b) => withSavedReply(b, saved.body));
            setError(undefined);
            boxRef.current?.focus();
          }}
        />
      )}
      <form className="vi-reply" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Reply to ${inquiry.coupleName}`}>
        <TextAreaField
          ref={boxRef}
          id="reply-body"
          label="Your reply"
          rows={7}
          value={body}
          error={error}
          hint={`${inquiry.coupleName} gets it by email, with a link to answer you.`}
          onChange={(e) => {
            setBody(e.target.value);
            if (error) setError(undefined);
          }}
        />
        <div className="vi-actions">
          <Button type="submit" loading={sending}>
            Send Reply
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A select of the saved replies and 'Insert': the chosen reply goes into the reply box. */
function SavedReplyPicker({ replies, onInsert }: { replies: readonly SavedReplyChoice[]; onInsert: (reply: SavedReplyChoice) => void }) {
  const [chosen, setChosen] = useState('');
  const id = useId();
  const reply = replies.find((r) => r._id === chosen);
  return (
    <div className="vi-picker">
      <SelectField id={`${id}-saved`} label="Saved reply" value={chosen} onChange={(e) => setChosen(e.target.value)} className="vi-picker__select">
        <option value="">Choose a saved reply…</option>
        {replies.map((r) => (
          <option key={r._id} value={r._id}>
            {r.title}
          </option>
        ))}
      </SelectField>
      <Button
        variant="outline"
        size="sm"
        disabled={!reply}
        onClick={() => {
          if (!reply) return;
          onInsert(reply);
          setChosen('');
        }}
      >
        Insert Saved Reply
      </Button>
    </div>
  );
}
