import { useState } from 'react';
import { Link } from 'react-router-dom';
import { callRoute } from '@uwd/api-client';
import { Button, Card, type NoticeApi } from '@uwd/ui';
import { telHref } from '@uwd/ui/format';
import { deleteHeldInquiryRoute, releaseInquiryRoute, type HeldInquiryAnswer } from '@domain/inquiries/inquiry-api';
import { weddingDateText } from '@domain/inquiries/inquiry-words';
import { SPAM_REASON_LABELS, isSpamReason } from '@domain/inquiries/spam';
import { formatDateTime, isoOf, messageOf } from '../dashboard/format';
import { Badge, Detail } from '../dashboard/ui';

export const RELEASE_FAILED = 'Failed to release the inquiry.';
export const DELETE_FAILED = 'Failed to delete the inquiry.';

/** A hold reason as admins read it; an unknown code is shown as it is. */
export const holdReasonLabel = (code: string): string => (isSpamReason(code) ? SPAM_REASON_LABELS[code] : code);

interface Props {
  inquiry: HeldInquiryAnswer;
  notice: NoticeApi;
  /** After a release or a delete: the item leaves the list. */
  onDone: () => void;
}

/** One held inquiry: to whom, from whom, the message, why it was held; 'Release' delivers it, 'Delete' removes it. */
export function HeldCard({ inquiry: i, notice, onDone }: Props) {
  const [busy, setBusy] = useState<'release' | 'delete' | null>(null);
  const headingId = `held-${i._id}`;

  const act = async (what: 'release' | 'delete') => {
    if (what === 'delete' && !window.confirm(`Delete the inquiry from ${i.coupleName} to ${i.vendor.name}? It is removed for good and never delivered.`)) return;
    setBusy(what);
    try {
      const answer =
        what === 'release'
          ? await callRoute(releaseInquiryRoute, { params: { id: i._id } })
          : await callRoute(deleteHeldInquiryRoute, { params: { id: i._id } });
      notice.success(answer.message);
      onDone();
    } catch (e) {
      notice.error(messageOf(e, what === 'release' ? RELEASE_FAILED : DELETE_FAILED));
      setBusy(null);
    }
  };

  return (
    <Card as="article" className="adm-item" aria-labelledby={headingId} data-testid="held-card">
      <header className="adm-item__head">
        <div className="adm-item__title-block">
          <h2 id={headingId} className="adm-item__title">
            {i.coupleName} to <Link to={`/vendors/${encodeURIComponent(i.vendor.slug)}`}>{i.vendor.name}</Link>
          </h2>
          <p className="adm-item__sub">
            Received <time dateTime={isoOf(i.createdAt)}>{formatDateTime(i.createdAt)}</time>
          </p>
        </div>
        <div className="adm-item__badges">
          <Badge tone="pending">Held</Badge>
        </div>
      </header>

      <div className="adm-text-block">
        <h3 className="adm-text-block__label">Why it was held</h3>
        <ul className="adm-held__reasons" data-testid="hold-reasons">
          {i.holdReasons.map((r) => (
            <li key={r}>{holdReasonLabel(r)}</li>
          ))}
        </ul>
      </div>

      <dl className="adm-details">
        <Detail label="Email" span2>
          {i.email ? <a href={`mailto:${i.email}`}>{i.email}</a> : '—'}
        </Detail>
        <Detail label="Phone">{i.phone ? <a href={telHref(i.phone)}>{i.phone}</a> : '—'}</Detail>
        <Detail label="Wedding date">{weddingDateText(i)}</Detail>
        <Detail label="Guests">{i.guestCount.toLocaleString('en-US')}</Detail>
        <Detail label="Budget">{i.budgetLabel}</Detail>
      </dl>

      <div className="adm-text-block">
        <h3 className="adm-text-block__label">Message</h3>
        <p className="adm-text-block__text">{i.message}</p>
      </div>

      <div className="adm-actions adm-held__actions">
        <Button size="sm" onClick={() => void act('release')} loading={busy === 'release'} disabled={busy !== null} aria-label={`Release the inquiry from ${i.coupleName}`}>
          Release
        </Button>
        <Button size="sm" variant="outline" onClick={() => void act('delete')} loading={busy === 'delete'} disabled={busy !== null} aria-label={`Delete the inquiry from ${i.coupleName}`}>
          Delete
        </Button>
      </div>
    </Card>
  );
}
