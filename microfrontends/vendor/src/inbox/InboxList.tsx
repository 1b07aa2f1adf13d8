import { Link } from 'react-router-dom';
import type { InboxItem } from '@domain/inquiries/inquiry-api';
import { weddingDateText } from '@domain/inquiries/inquiry-words';
import { formatDateTime, guestsText, receivedText } from './inbox-data';
import { ShortlistTag } from './ShortlistTag';
import { StatusBadge } from './StatusBadge';

/**
 * The inquiries of one page, newest first: who, when, how many, what budget, where it stands, and whether the
 * couple's date is already marked booked or unavailable on the vendor's calendar.
 */
export function InboxList({ items }: { items: readonly InboxItem[] }) {
  return (
    <ul className="vi-list" aria-label="Inquiries" data-testid="inbox-list">
      {items.map((i) => (
        <li key={i._id} className={i.unread ? 'vi-row vi-row--unread' : 'vi-row'} data-testid="inbox-row">
          <div className="vi-row__head">
            <h2 className="vi-row__name">
              <Link to={`/vendor/inquiries/${encodeURIComponent(i._id)}`} className="vi-row__link">
                {i.coupleName}
              </Link>
            </h2>
            {i.unread && (
              <span className="vi-unread" data-testid="unread-marker">
                <span className="vi-unread__dot" aria-hidden="true" />
                Unread
              </span>
            )}
            <StatusBadge status={i.status} label={i.statusLabel} />
            {i.fromShortlist && <ShortlistTag />}
          </div>
          <dl className="vi-row__facts">
            <div>
              <dt>Wedding date</dt>
              <dd>{weddingDateText(i)}</dd>
            </div>
            <div>
              <dt>Guests</dt>
              <dd>{guestsText(i.guestCount)}</dd>
            </div>
            <div>
              <dt>Budget</dt>
              <dd>{i.budgetLabel}</dd>
            </div>
            <div>
              <dt>Received</dt>
              <dd>
                <time dateTime={i.receivedAt} title={formatDateTime(i.receivedAt)}>
                  {receivedText(i.receivedAt)}
                </time>
              </dd>
            </div>
          </dl>
          {i.fitHints
            .filter((h) => h.kind === 'date')
            .map((h) => (
              <p key={h.kind} className="vi-row__calendar" data-testid="calendar-hint">
                <span className="vi-row__calendar-mark" aria-hidden="true">
                  !
                </span>
                {h.text}
              </p>
            ))}
          <p className="vi-row__message">{i.message}</p>
        </li>
      ))}
    </ul>
  );
}
