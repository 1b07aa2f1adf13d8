import { useState } from 'react';
import { Link } from 'react-router-dom';
import { callRoute } from '@uwd/api-client';
import { Button, Card, type NoticeApi } from '@uwd/ui';
import { deleteHeldMessageRoute, releaseHeldMessageRoute, type HeldMessageAnswer } from '@domain/inquiries/inquiry-api';
import { formatDateTime, isoOf, messageOf } from '../dashboard/format';
import { Badge, Detail } from '../dashboard/ui';
import { holdReasonLabel } from './HeldCard';

export const RELEASE_MESSAGE_FAILED = 'Failed to release the message.';
export const DELETE_MESSAGE_FAILED = 'Failed to delete the message.';

interface Props {
  message: HeldMessageAnswer;
  notice: NoticeApi;
  /** After a release or a delete: the item leaves the list. */
  onDone: () => void;
}

/**
 * A couple's later message in a thread that the spam rules held: from whom, to which vendor, the text and
 * why; 'Release' delivers it to the vendor (with the 'New message' email), 'Delete' removes it.
 */
export function HeldMessageCard({ message: m, notice, onDone }: Props) {
  const [busy, setBusy] = useState<'release' | 'delete' | null>(null);
  const headingId = `held-message-${m._id}`;

  const act = async (what: 'release' | 'delete') => {
    if (what === 'delete' && !window.confirm(`Delete the message from ${m.coupleName} to ${m.vendor.name}? It is removed for good and never delivered.`)) return;
    setBusy(what);
    try {
      const answer =
        what === 'release'
          ? await callRoute(releaseHeldMessageRoute, { params: { id: m._id } })
          : await callRoute(deleteHeldMessageRoute, { params: { id: m._id } });
      notice.success(answer.message);
      onDone();
    } catch (e) {
      notice.error(messageOf(e, what === 'release' ? RELEASE_MESSAGE_FAILED : DELETE_MESSAGE_FAILED));
      setBusy(null);
    }
  };

  return (
    <Card as="article" className="adm-item" aria-labelledby={headingId} data-testid="held-message-card">
      <header className="adm-item__head">
        <div className="adm-item__title-block">
          <h3 id={headingId} className="adm-item__title">
            {m.coupleName} to <Link to={`/vendors/${encodeURIComponent(m.vendor.slug)}`}>{m.vendor.name}</Link>
          </h3>
          <p className="adm-item__sub">
            Sent <time dateTime={isoOf(m.createdAt)}>{formatDateTime(m.createdAt)}</time> in a conversation the vendor already has
          </p>
        </div>
        <div className="adm-item__badges">
          <Badge tone="pending">Held message</Badge>
        </div>
      </header>

      <div className="adm-text-block">
        <h4 className="adm-text-block__label">Why it was held</h4>
        <ul className="adm-held__reasons">
          {m.holdReasons.map((r) => (
            <li key={r}>{holdReasonLabel(r)}</li>
          ))}
        </ul>
      </div>

      <dl className="adm-details">
        <Detail label="Email" span2>
          {m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : '—'}
        </Detail>
      </dl>

      <div className="adm-text-block">
        <h4 className="adm-text-block__label">Message</h4>
        <p className="adm-text-block__text">{m.body}</p>
      </div>

      <div className="adm-actions adm-held__actions">
        <Button size="sm" onClick={() => void act('release')} loading={busy === 'release'} disabled={busy !== null} aria-label={`Release the message from ${m.coupleName}`}>
          Release
        </Button>
        <Button size="sm" variant="outline" onClick={() => void act('delete')} loading={busy === 'delete'} disabled={busy !== null} aria-label={`Delete the message from ${m.coupleName}`}>
          Delete
        </Button>
      </div>
    </Card>
  );
}
