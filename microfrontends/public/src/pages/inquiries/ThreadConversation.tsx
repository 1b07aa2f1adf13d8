import type { CoupleThread } from '@domain/inquiries/inquiry-api';
import { weddingDateText } from '@domain/inquiries/inquiry-words';
import { cx } from '@uwd/ui';

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
export const messageTime = (iso: string): string => WHEN.format(new Date(iso));

/** The wedding facts the couple gave, as the vendor sees them too. */
export function WeddingFacts({ thread }: { thread: CoupleThread }) {
  return (
    <dl className="thread-facts" data-testid="thread-facts">
      <div>
        <dt>Wedding date</dt>
        <dd>{weddingDateText(thread)}</dd>
      </div>
      <div>
        <dt>Guests</dt>
        <dd>{thread.guestCount.toLocaleString('en-US')}</dd>
      </div>
      <div>
        <dt>Budget</dt>
        <dd>{thread.budgetLabel}</dd>
      </div>
    </dl>
  );
}

/** The whole conversation, oldest first: who wrote and when. */
export function ThreadMessages({ thread }: { thread: CoupleThread }) {
  const messages = [...thread.messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <ol className="thread-messages" aria-label="Conversation" data-testid="thread-messages">
      {messages.map((m) => {
        const who = m.author === 'couple' ? `You (${thread.coupleName})` : thread.vendor.name;
        return (
          <li key={m._id} className={cx('thread-message', `thread-message--${m.author}`)}>
            <p className="thread-message__meta">
              <span className="thread-message__who">{who}</span>
              <time dateTime={m.createdAt}>{messageTime(m.createdAt)}</time>
            </p>
            <p className="thread-message__body">{m.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
