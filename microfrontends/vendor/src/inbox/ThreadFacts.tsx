import type { InboxThread } from '@domain/inquiries/inquiry-api';
import { weddingDateText } from '@domain/inquiries/inquiry-words';
import { telHref } from '@uwd/ui/format';
import { formatDateTime, guestsText } from './inbox-data';

const TONE_WORDS = { good: 'Good fit', warning: 'Check', unknown: 'Not known' } as const;
const TONE_MARKS = { good: '✓', warning: '!', unknown: '?' } as const;

/** The couple's contact details and wedding facts, with the fit hints computed from the listing. */
export function ThreadFacts({ inquiry: i }: { inquiry: InboxThread }) {
  return (
    <section className="vi-card vi-facts" aria-labelledby="facts-title">
      <h2 id="facts-title" className="vi-card__title">
        About the wedding
      </h2>
      <dl className="vi-facts__list">
        <div>
          <dt>Email</dt>
          <dd>{i.email ? <a href={`mailto:${i.email}`}>{i.email}</a> : '—'}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{i.phone ? <a href={telHref(i.phone)}>{i.phone}</a> : 'Not given'}</dd>
        </div>
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
            <time dateTime={i.receivedAt}>{formatDateTime(i.receivedAt)}</time>
          </dd>
        </div>
      </dl>
      {i.fitHints.length > 0 && (
        <>
          <h3 className="vi-facts__subtitle">How it fits your listing</h3>
          <ul className="vi-hints" data-testid="fit-hints">
            {i.fitHints.map((h) => (
              <li key={h.kind} className={`vi-hint vi-hint--${h.tone}`}>
                <span className="vi-hint__mark" aria-hidden="true">
                  {TONE_MARKS[h.tone]}
                </span>
                <span>
                  <strong className="vi-hint__tone">{TONE_WORDS[h.tone]}:</strong> {h.text}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
