import type { InboxThread } from '@domain/inquiries/inquiry-api';
import { formatDateTime } from './inbox-data';

/** The whole conversation, oldest first: the couple's messages and the vendor's replies, each with who and when. */
export function Conversation({ inquiry }: { inquiry: InboxThread }) {
  return (
    <section className="vi-card" aria-labelledby="conversation-title">
      <h2 id="conversation-title" className="vi-card__title">
        Conversation
      </h2>
      {inquiry.messages.length === 0 ? (
        <p className="vi-muted">No messages.</p>
      ) : (
        <ol className="vi-messages" data-testid="conversation">
          {inquiry.messages.map((m) => (
            <li key={m._id} className={`vi-message vi-message--${m.author}`}>
              <p className="vi-message__meta">
                <strong>{m.author === 'couple' ? inquiry.coupleName : 'You'}</strong>
                <span aria-hidden="true"> · </span>
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </p>
              <p className="vi-message__body">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
