import { useId, useState } from 'react';
import { callRoute } from '@uwd/api-client';
import { Button, type NoticeApi } from '@uwd/ui';
import { setAvailabilityRoute } from '@domain/availability/availability-api';
import { dateFitHint } from '@domain/inquiries/fit-hints';
import { inquiryStatusRoute, type InboxThread } from '@domain/inquiries/inquiry-api';
import { weddingDateText } from '@domain/inquiries/inquiry-words';
import { failureMessage } from './inbox-data';

export const STATUS_FAILED = 'The inquiry could not be updated. Please try again.';

/** The inquiry with the calendar's 'booked' hint in front of its other hints (after the day was marked). */
const withDateBooked = (i: InboxThread, day: string): InboxThread => ({
  ...i,
  fitHints: [dateFitHint(day, 'booked')!, ...i.fitHints.filter((h) => h.kind !== 'date')],
});

/** Whether the couple's date already shows as booked on the vendor's calendar (the hint the API computed). */
const dateMarkedBooked = (i: InboxThread): boolean =>
  i.weddingDate !== null && i.fitHints.some((h) => h.kind === 'date' && h.text === dateFitHint(i.weddingDate, 'booked')!.text);

/** What 'Not Available' does, said before the click (the button's description) and in the confirmation. */
export const notAvailableDescription = (i: Pick<InboxThread, 'coupleName' | 'weddingDate'>): string =>
  `Sends ${i.coupleName} a kind note that you are not available ${i.weddingDate ? `on ${weddingDateText(i)}` : 'for their wedding'}, and marks the inquiry Not Available.`;

interface Props {
  vendorId: string;
  inquiry: InboxThread;
  notice: NoticeApi;
  onUpdated: (inquiry: InboxThread) => void;
}

/**
 * 'Mark as Booked' and 'Not Available' (a kind decline for that date in one click, after a confirmation).
 * With a wedding date not yet booked on the calendar, 'Mark as Booked' offers (ticked) to mark that day booked
 * on the vendor's calendar too, through the calendar's own route; once booked, a button does it afterwards.
 */
export function StatusActions({ vendorId, inquiry, notice, onUpdated }: Props) {
  const [busy, setBusy] = useState<'booked' | 'not_available' | 'calendar' | null>(null);
  const [alsoCalendar, setAlsoCalendar] = useState(true);
  const descriptionId = useId();
  const day = inquiry.weddingDate;
  const dayText = weddingDateText(inquiry);
  const canMarkCalendar = day !== null && !dateMarkedBooked(inquiry);

  /** Marks the couple's day booked on the calendar; the inquiry with its new hint, or null (and says why). */
  const markCalendar = async (updated: InboxThread, booked: boolean): Promise<InboxThread | null> => {
    try {
      await callRoute(setAvailabilityRoute, { params: { id: vendorId }, body: { from: day!, to: day!, status: 'booked' } });
      return withDateBooked(updated, day!);
    } catch (e) {
      const why = failureMessage(e, 'Please try again.');
      notice.error(booked ? `Marked as booked, but ${dayText} could not be marked on your calendar: ${why}` : `${dayText} could not be marked on your calendar: ${why}`);
      return null;
    }
  };

  const setStatus = async (status: 'booked' | 'not_available') => {
    if (status === 'not_available' && !window.confirm(`${notAvailableDescription(inquiry)} Send it now?`)) return;
    setBusy(status);
    try {
      const answer = await callRoute(inquiryStatusRoute, { params: { id: vendorId, inquiryId: inquiry._id }, body: { status } });
      if (status === 'booked' && canMarkCalendar && alsoCalendar) {
        const marked = await markCalendar(answer.inquiry, true);
        if (marked) notice.success(`${answer.message} ${dayText} is now booked on your calendar.`);
        onUpdated(marked ?? answer.inquiry);
        return;
      }
      notice.success(answer.message);
      onUpdated(answer.inquiry);
    } catch (e) {
      notice.error(failureMessage(e, STATUS_FAILED));
    } finally {
      setBusy(null);
    }
  };

  const markCalendarOnly = async () => {
    setBusy('calendar');
    try {
      const marked = await markCalendar(inquiry, false);
      if (marked) {
        notice.success(`${dayText} is now booked on your calendar.`);
        onUpdated(marked);
      }
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
      {canMarkCalendar && inquiry.status !== 'booked' && (
        <label className="vi-actions__also">
          <input type="checkbox" checked={alsoCalendar} onChange={(e) => setAlsoCalendar(e.target.checked)} disabled={busy !== null} />
          <span>Also mark {dayText} as booked on your calendar</span>
        </label>
      )}
      {canMarkCalendar && inquiry.status === 'booked' && (
        <Button variant="outline" size="sm" className="vi-actions__calendar" onClick={() => void markCalendarOnly()} loading={busy === 'calendar'} disabled={busy !== null}>
          Mark {dayText} as booked on your calendar
        </Button>
      )}
      <p id={descriptionId} className="vi-muted vi-actions__note">
        Not Available: {notAvailableDescription(inquiry)}
      </p>
    </section>
  );
}
