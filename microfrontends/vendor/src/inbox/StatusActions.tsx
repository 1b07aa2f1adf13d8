import { useId, useState } from 'react';
import { callRoute } from '@uwd/api-client';
import { Button, type NoticeApi } from '@uwd/ui';
import { inquiryStatusRoute, type InboxThread } from '@domain/inquiries/inquiry-api';
import { weddingDateText } from '@domain/inquiries/inquiry-words';
import { failureMessage } from './inbox-data';

export const STATUS_FAILED = 'The inquiry could not be updated. Please try again.';

/** What 'Not Available' does, said before the click (the button's description) and in the confirmation. */
export const notAvailableDescription = (i: Pick<InboxThread, 'coupleName' | 'weddingDate'>): string =>
  `Sends ${i.coupleName} a kind note that you are not available ${i.weddingDate ? `on ${weddingDateText(i)}` : 'for their wedding'}, and marks the inquiry Not Available.`;

interface Props {
  vendorId: string;
  inquiry: InboxThread;
  notice: NoticeApi;
  onUpdated: (inquiry: InboxThread) => void;
}

/** 'Mark as Booked' and 'Not Available' (a kind decline for that date in one click, after a confirmation). */
export function StatusActions({ vendorId, inquiry, notice, onUpdated }: Props) {
  const [busy, setBusy] = useState<'booked' | 'not_available' | null>(null);
  const descriptionId = useId();

  const setStatus = async (status: 'booked' | 'not_available') => {
    if (status === 'not_available' && !window.confirm(`${notAvailableDescription(inquiry)} Send it now?`)) return;
    setBusy(status);
    try {
      const answer = await callRoute(inquiryStatusRoute, { params: { id: vendorId, inquiryId: inquiry._id }, body: { status } });
      notice.success(answer.message);
      onUpdated(answer.inquiry);
    } catch (e) {
      notice.error(failureMessage(e, STATUS_FAILED));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="vi-card" aria-labelledby="status-actions-title">
      <h2 id="status-actions-title" className="vi-card__title">
        Update this inquiry
      </h2>
      <div className="vi-actions vi-actions--wrap">
        <Button variant="primary" onClick={() => void setStatus('booked')} loading={busy === 'booked'} disabled={busy !== null || inquiry.status === 'booked'}>
          Mark as Booked
        </Button>
        <Button
          variant="outline"
          onClick={() => void setStatus('not_available')}
          loading={busy === 'not_available'}
          disabled={busy !== null || inquiry.status === 'not_available'}
          aria-describedby={descriptionId}
        >
          Not Available
        </Button>
      </div>
      <p id={descriptionId} className="vi-muted vi-actions__note">
        Not Available: {notAvailableDescription(inquiry)}
      </p>
    </section>
  );
}
