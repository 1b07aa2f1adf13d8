import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { cx } from '@uwd/ui';
import type { UnavailableKind } from '@domain/availability/availability';
import { dayAfterKey, dayLabel, inRange, monthWeeks, WEEKDAYS, type Selection } from './calendar';

interface MonthGridProps {
  month: string;
  /** Days before it cannot be chosen. */
  today: string;
  marks: ReadonlyMap<string, UnavailableKind>;
  selection: Selection | null;
  /** The day with the grid's focus (in this month). */
  focusDay: string;
  /** Focus moved to a day (possibly in another month). */
  onFocusDay: (day: string) => void;
  /** A day chosen: alone, or extending the selection (Shift). */
  onChoose: (day: string, extend: boolean) => void;
  labelledBy: string;
}

const KIND_TEXT: Record<UnavailableKind, string> = { booked: 'booked', unavailable: 'unavailable' };

/**
 * One month as a WAI-ARIA grid: the focused day is the grid's one Tab stop; arrows move by day and week,
 * Home/End to the week's ends, Page Up/Down by month; Enter or Space chooses a day, with Shift (or a
 * Shift+click) the range from the first chosen day. Days before today are shown but cannot be chosen.
 */
export function MonthGrid({ month, today, marks, selection, focusDay, onFocusDay, onChoose, labelledBy }: MonthGridProps) {
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const wantsFocus = useRef(false);

  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    cells.current.get(focusDay)?.focus();
  }, [focusDay, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (focusDay >= today) onChoose(focusDay, event.shiftKey);
      return;
    }
    const next = dayAfterKey(focusDay, event.key);
    if (!next) return;
    event.preventDefault();
    wantsFocus.current = true;
    onFocusDay(next);
  };

  const onClick = (day: string) => (event: MouseEvent) => {
    onFocusDay(day);
    if (day >= today) onChoose(day, event.shiftKey);
  };

  return (
    <table className="av-grid" role="grid" aria-labelledby={labelledBy} aria-multiselectable="true" onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" abbr={long}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, w) => (
          <tr key={w}>
            {week.map((day, i) => {
              if (!day) return <td key={`x${i}`} className="av-day av-day--blank" aria-hidden="true" />;
              const kind = marks.get(day);
              const past = day < today;
              const selected = inRange(selection, day);
              return (
                <td
                  key={day}
                  ref={(el) => {
                    if (el) cells.current.set(day, el);
                    else cells.current.delete(day);
                  }}
                  role="gridcell"
                  tabIndex={day === focusDay ? 0 : -1}
                  aria-selected={selected}
                  aria-disabled={past || undefined}
                  aria-current={day === today ? 'date' : undefined}
                  aria-label={`${dayLabel(day)}${kind ? `, ${KIND_TEXT[kind]}` : past ? '' : ', available'}`}
                  data-day={day}
                  className={cx('av-day', kind && `av-day--${kind}`, past && 'av-day--past', selected && 'av-day--selected', day === today && 'av-day--today')}
                  onClick={onClick(day)}
                >
                  <span aria-hidden="true">{Number(day.slice(8))}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
