import { useState } from 'react';
import { Link } from 'react-router-dom';
import { updateContactStatus, type AdminContactMessage, type AdminVendorRow, type ContactStatus } from '@uwd/api-client';
import { CONTACT_STATUS_LABELS } from '@domain/admin/moderation-options';
import { CONTACT_STATUSES, CONTACT_TYPE_LABELS } from '@domain/contact/contact-options';
import { Button, Card, SelectField, TextAreaField, type NoticeApi } from '@uwd/ui';
import { telHref } from '@uwd/ui/format';
import { formatDateTime, isoOf, messageOf } from '../dashboard/format';
import { CheckIcon } from '../dashboard/icons';
import { Badge, Detail, type BadgeTone } from '../dashboard/ui';
import { ClaimGrantPanel } from './ClaimGrantPanel';

export const MESSAGE_SAVE_FAILED = 'Failed to update the message.';
export const MESSAGE_SAVED = 'Message updated.';

export const STATUS_TONES: Record<ContactStatus, BadgeTone> = { new: 'info', in_progress: 'pending', resolved: 'success', archived: 'neutral' };

interface Props {
  message: AdminContactMessage;
  notice: NoticeApi;
  /** The server's copy after a save or a grant (shown at once; the list reloads after). */
  onUpdated: (message: AdminContactMessage) => void;
}

/** One contact message: who, what, the admin's status and notes, and for a claim the 'Grant claim' panel. */
export function MessageCard({ message: m, notice, onUpdated }: Props) {
  const headingId = `message-${m._id}`;
  const isClaim = m.type === 'CLAIM_REQUEST';

  const onGranted = (updated: AdminContactMessage, vendor: AdminVendorRow) => {
    notice.success(`Claim granted: ${m.email} now manages ${vendor.name} and was emailed a login link.`);
    onUpdated(updated);
  };

  return (
    <Card as="article" className={`adm-item adm-msg adm-msg--${m.status}`} aria-labelledby={headingId} data-testid="message-card">
      <header className="adm-item__head">
        <div className="adm-item__title-block">
          <p className="adm-msg__type">{CONTACT_TYPE_LABELS[m.type] ?? m.type}</p>
          <h2 id={headingId} className="adm-item__title">
            {m.subject}
          </h2>
          <p className="adm-item__sub">
            From {m.name}
            <span aria-hidden="true"> · </span>
            <time dateTime={isoOf(m.createdAt)}>{formatDateTime(m.createdAt)}</time>
          </p>
        </div>
        <div className="adm-item__badges">
          <Badge tone={STATUS_TONES[m.status]} testId="status">{CONTACT_STATUS_LABELS[m.status] ?? m.status}</Badge>
          {isClaim && <Badge tone={m.vendor ? 'success' : 'brand'}>{m.vendor ? 'Claim granted' : 'Claim open'}</Badge>}
        </div>
      </header>

      <dl className="adm-details">
        <Detail label="Name">{m.name}</Detail>
        <Detail label="Email" span2>
          <a href={`mailto:${m.email}`}>{m.email}</a>
        </Detail>
        <Detail label="Phone">{m.phone ? <a href={telHref(m.phone)}>{m.phone}</a> : '—'}</Detail>
        {m.businessName && <Detail label="Business">{m.businessName}</Detail>}
      </dl>

      <div className="adm-text-block">
        <h3 className="adm-text-block__label">Message</h3>
        <p className="adm-text-block__text">{m.message}</p>
      </div>

      {m.vendor && (
        <div className="adm-outcome adm-outcome--approved" data-testid="claim-granted">
          <p>
            <CheckIcon size={16} /> Claim granted: {m.email} manages <Link to={`/vendors/${m.vendor.slug}`}>{m.vendor.name}</Link>.
          </p>
        </div>
      )}
      {isClaim && !m.vendor && <ClaimGrantPanel message={m} onGranted={onGranted} />}

      <ManageForm key={`${m._id}:${m.updatedAt}`} message={m} notice={notice} onUpdated={onUpdated} />
    </Card>
  );
}

/** Status and notes of a message, saved together. Re-keyed on every server change, so it starts from the saved values. */
function ManageForm({ message: m, notice, onUpdated }: Props) {
  const [status, setStatus] = useState<ContactStatus>(m.status);
  const [notes, setNotes] = useState(m.notes ?? '');
  const [busy, setBusy] = useState(false);
  const dirty = status !== m.status || notes.trim() !== (m.notes ?? '').trim();
  const statusId = `message-${m._id}-status`;
  const notesId = `message-${m._id}-notes`;

  const save = async () => {
    setBusy(true);
    try {
      const res = await updateContactStatus(m._id, status, notes.trim());
      notice.success(MESSAGE_SAVED);
      onUpdated(res.contactMessage);
    } catch (error) {
      notice.error(messageOf(error, MESSAGE_SAVE_FAILED));
      setBusy(false);
    }
  };

  return (
    <form
      className="adm-manage"
      aria-label={`Follow-up of “${m.subject}”`}
      onSubmit={(e) => {
        e.preventDefault();
        if (dirty && !busy) void save();
      }}
    >
      <SelectField id={statusId} label="Status" value={status} onChange={(e) => setStatus(e.target.value as ContactStatus)} className="adm-manage__status">
        {CONTACT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {CONTACT_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <TextAreaField id={notesId} label="Notes" rows={2} value={notes} maxLength={5000} placeholder="Only admins see these notes." onChange={(e) => setNotes(e.target.value)} className="adm-manage__notes" />
      <div className="adm-manage__save">
        <Button type="submit" size="sm" variant={dirty ? 'primary' : 'secondary'} disabled={!dirty} loading={busy}>
          Save
        </Button>
      </div>
    </form>
  );
}
