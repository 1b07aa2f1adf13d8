import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { callRoute } from '@uwd/api-client';
import { Button, TextAreaField, TextField, type NoticeApi } from '@uwd/ui';
import { createSavedReplyRoute, updateSavedReplyRoute } from '@domain/inquiries/inquiry-api';
import { SAVED_REPLY_LIMITS, savedReplySchema } from '@domain/inquiries/inquiry';
import { failureMessage } from './inbox-data';
import { issuesByField, serverFieldErrors, type FieldErrors } from './form-errors';

export const SAVED_REPLY_FAILED = 'The saved reply could not be saved. Please try again.';

interface Props {
  vendorId: string;
  /** The reply being edited; absent: a new one. */
  reply?: { _id: string; title: string; body: string };
  notice: NoticeApi;
  onSaved: () => void;
  onCancel: () => void;
}

/** Create or edit a saved reply: a title and the text, validated with the domain schema, messages per field. */
export function SavedReplyForm({ vendorId, reply, notice, onSaved, onCancel }: Props) {
  const [title, setTitle] = useState(reply?.title ?? '');
  const [body, setBody] = useState(reply?.body ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => titleRef.current?.focus(), []);

  const show = (next: FieldErrors) => {
    setErrors(next);
    if (next.title) titleRef.current?.focus();
    else if (next.body) bodyRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = savedReplySchema.safeParse({ title, body });
    if (!parsed.success) return show(issuesByField(parsed.error));
    setErrors({});
    setSaving(true);
    try {
      const answer = reply
        ? await callRoute(updateSavedReplyRoute, { params: { id: vendorId, replyId: reply._id }, body: parsed.data })
        : await callRoute(createSavedReplyRoute, { params: { id: vendorId }, body: parsed.data });
      notice.success(answer.message);
      onSaved();
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields) show(fields);
      notice.error(failureMessage(e, SAVED_REPLY_FAILED));
      setSaving(false);
    }
  };

  return (
    <form className="vi-saved-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={reply ? `Edit saved reply “${reply.title}”` : 'New saved reply'} data-testid="saved-reply-form">
      <TextField
        ref={titleRef}
        id={`${id}-title`}
        label="Title"
        value={title}
        maxLength={SAVED_REPLY_LIMITS.title}
        error={errors.title}
        hint="Only you see it, e.g. 'Tour invitation'."
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextAreaField ref={bodyRef} id={`${id}-body`} label="Reply text" rows={5} value={body} error={errors.body} onChange={(e) => setBody(e.target.value)} />
      <div className="vi-actions">
        <Button type="submit" size="sm" loading={saving}>
          Save Reply
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
