import { useState } from 'react';
import { Alert, Button, Spinner, type NoticeApi } from '@uwd/ui';
import { AVAILABILITY_STATUSES, type AvailabilityStatus } from '@domain/availability/availability';
import { addMonths, daysBetween, siteToday } from '@domain/availability/calendar-days';
import { monthLabel, rangeOf, shortDayLabel, type Selection } from './calendar';
import { MonthGrid } from './MonthGrid';
import { AVAILABILITY_LOAD_FAILED, useAvailability } from './useAvailability';
import './availability.css';

const ACTION_LABELS: Record<AvailabilityStatus, string> = { booked: 'Mark Booked', unavailable: 'Mark Unavailable', available: 'Mark Available' };

/** The selection in words: 'Jun 5, 2027' or 'Jun 5, 2027 – Jun 7, 2027 (3 days)'. */
const selectionText = (s: Selection): string => {
  const { from, to } = rangeOf(s);
  return from === to ? shortDayLabel(from) : `${shortDayLabel(from)} – ${shortDayLabel(to)} (${daysBetween(from, to) + 1} days)`;
};

/**
 * The dashboard's 'Availability' tab (issue 18): a month of the calendar, the days chosen on it, and the
 * three marks for them. Couples see the marked days on the inquiry form and in the 'Wedding date' filter.
 */
export function AvailabilityTab({ vendorId, notice }: { vendorId: string; notice: NoticeApi }) {
  const [today] = useState(() => siteToday(new Date()));
  const [month, setMonth] = useState(today.slice(0, 7));
  const [focusDay, setFocusDay] = useState(today);
  const [selection, setSelection] = useState<Selection | null>(null);
  const { state, retry, marks, save, saving, lastSaved } = useAvailability(vendorId, month, notice);
  const serverToday = state.status === 'ready' ? state.data.today : today;
  const thisMonth = serverToday.slice(0, 7);

  const focus = (day: string) => {
    setFocusDay(day);
    if (day.slice(0, 7) !== month) setMonth(day.slice(0, 7));
  };
  const goMonth = (delta: number) => {
    const next = addMonths(month, delta);
    if (next < thisMonth) return;
    setMonth(next);
    setFocusDay(next === thisMonth ? serverToday : `${next}-01`);
  };
  const choose = (day: string, extend: boolean) => setSelection((s) => (extend && s ? { anchor: s.anchor, end: day } : { anchor: day, end: day }));
  const apply = async (status: AvailabilityStatus) => {
    if (!selection) return;
    if (await save(rangeOf(selection), status)) setSelection(null);
  };

  return (
    <section className="vd-card av-card" aria-labelledby="availability-title">
      <div className="vd-card__head">
        <div>
          <h2 id="availability-title" className="vd-card__title">
            Availability
          </h2>
          <p className="vd-card__lead">
            Mark the dates you are booked or unavailable. Couples see them on your message form, and you are left out of searches for those dates.
          </p>
        </div>
      </div>

      <div className="av-toolbar">
        <Button variant="outline" size="sm" onClick={() => goMonth(-1)} disabled={month <= thisMonth} aria-label="Previous month">
          ‹ Previous
        </Button>
        <h3 id="availability-month" className="av-month" aria-live="polite">
          {monthLabel(month)}
        </h3>
        <Button variant="outline" size="sm" onClick={() => goMonth(1)} aria-label="Next month">
          Next ›
        </Button>
      </div>

      {state.status === 'error' ? (
        <Alert tone="error" action={<Button variant="outline" size="sm" onClick={retry}>Try Again</Button>}>
          {AVAILABILITY_LOAD_FAILED}
        </Alert>
      ) : (
        <div className="av-grid-wrap" aria-busy={state.status === 'loading'}>
          <MonthGrid month={month} today={serverToday} marks={marks} selection={selection} focusDay={focusDay.slice(0, 7) === month ? focusDay : `${month}-01`} onFocusDay={focus} onChoose={choose} labelledBy="availability-month" />
          {state.status === 'loading' && (
            <div className="av-loading">
              <Spinner size="sm" label="Loading your calendar…" />
            </div>
          )}
        </div>
      )}

      <ul className="av-legend" aria-label="Legend">
        <li><span className="av-swatch av-swatch--available" aria-hidden="true" />Available</li>
        <li><span className="av-swatch av-swatch--booked" aria-hidden="true" />Booked</li>
        <li><span className="av-swatch av-swatch--unavailable" aria-hidden="true" />Unavailable</li>
        <li><span className="av-swatch av-swatch--selected" aria-hidden="true" />Selected</li>
      </ul>
      <p className="av-help">Click a date, or use the arrow keys and Enter. Shift+click or Shift+Enter chooses every date up to it.</p>

      <div className="av-actions" role="group" aria-label="Mark the selected dates">
        <p className="av-selection" aria-live="polite" data-testid="availability-selection">
          {selection ? `Selected: ${selectionText(selection)}` : 'No dates selected'}
        </p>
        {AVAILABILITY_STATUSES.map((status) => (
          <Button key={status} size="sm" variant={status === 'available' ? 'outline' : 'primary'} disabled={!selection || saving} onClick={() => void apply(status)}>
            {ACTION_LABELS[status]}
          </Button>
        ))}
      </div>
      <p className="av-saved" role="status" data-testid="availability-saved">
        {lastSaved ?? ''}
      </p>
    </section>
  );
}
