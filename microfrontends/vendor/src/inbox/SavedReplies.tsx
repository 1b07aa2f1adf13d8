import { useRef, useState } from 'react';
import { callRoute } from '@uwd/api-client';
import { Button, Spinner, type NoticeApi, type ResourceState } from '@uwd/ui';
import { deleteSavedReplyRoute } from '@domain/inquiries/inquiry-api';
import { failureMessage } from './inbox-data';
import { SavedReplyForm } from './SavedReplyForm';
import type { SavedReplyChoice } from './ReplyBox';

export const DELETE_REPLY_FAILED = 'The saved reply could not be deleted. Please try again.';

interface Props {
  vendorId: string;
  state: ResourceState<SavedReplyChoice[]>;
  reload: () => Promise<void>;
  retry: () => void;
  notice: NoticeApi;
}

type Editing = { mode: 'new' } | { mode: 'edit'; reply: SavedReplyChoice } | null;

/** The vendor's saved replies: add, edit and delete (after a confirmation). */
export function SavedReplies({ vendorId, state, reload, retry, notice }: Props) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const sectionRef = useRef<HTMLHeadingElement>(null);

  const done = async () => {
    setEditing(null);
    await reload();
    sectionRef.current?.focus();
  };

  const remove = async (reply: SavedReplyChoice) => {
    if (!window.confirm(`Delete the saved reply “${reply.title}”? This cannot be undone.`)) return;
    setDeleting(reply._id);
    try {
      const answer = await callRoute(deleteSavedReplyRoute, { params: { id: vendorId, replyId: reply._id } });
      notice.success(answer.message);
      await done();
    } catch (e) {
      notice.error(failureMessage(e, DELETE_REPLY_FAILED));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="vi-card" aria-labelledby="saved-title" data-testid="saved-replies">
      <h2 id="saved-title" ref={sectionRef} tabIndex={-1} className="vi-card__title">
        Saved replies
      </h2>
      {state.status === 'loading' && <Spinner size="sm" label="Loading saved replies…" />}
      {state.status === 'error' && (
        <p className="vi-muted">
          Your saved replies could not be loaded.{' '}
          <Button variant="outline" size="sm" onClick={retry}>
            Retry
          </Button>
        </p>
      )}
      {state.status === 'ready' && state.data.length === 0 && editing === null && (
        <p className="vi-muted">Save the answers you write often, then insert them into a reply with one click.</p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="vi-saved">
          {state.data.map((r) =>
            editing?.mode === 'edit' && editing.reply._id === r._id ? (
              <li key={r._id} className="vi-saved__item">
                <SavedReplyForm vendorId={vendorId} reply={r} notice={notice} onSaved={() => void done()} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <li key={r._id} className="vi-saved__item">
                <h3 className="vi-saved__title">{r.title}</h3>
                <p className="vi-saved__body">{r.body}</p>
                <div className="vi-actions">
                  <Button variant="ghost" size="sm" onClick={() => setEditing({ mode: 'edit', reply: r })} aria-label={`Edit “${r.title}”`}>
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => void remove(r)} loading={deleting === r._id} aria-label={`Delete “${r.title}”`}>
                    Delete
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {editing?.mode === 'new' ? (
        <SavedReplyForm vendorId={vendorId} notice={notice} onSaved={() => void done()} onCancel={() => setEditing(null)} />
      ) : (
        state.status === 'ready' && (
          <Button variant="outline" size="sm" onClick={() => setEditing({ mode: 'new' })}>
            New Saved Reply
          </Button>
        )
      )}
    </section>
  );
}
