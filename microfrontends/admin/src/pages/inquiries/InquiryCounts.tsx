import type { RouteAnswer } from '@domain/shared/route-contract';
import type { inquiryCountsRoute } from '@domain/inquiries/inquiry-api';

export type InquiryCountsData = RouteAnswer<typeof inquiryCountsRoute>['counts'];

/** The rows of the inquiry counts, as admins read them. */
export const inquiryCountRows = (c: InquiryCountsData) => [
  { key: 'delivered', label: 'Delivered', value: c.delivered },
  { key: 'held', label: 'Held for review', value: c.held },
  { key: 'held-messages', label: 'Messages in conversations held for review', value: c.heldMessages },
  { key: 'pending', label: 'Waiting for the couple to confirm', value: c.pendingConfirmation },
  { key: 'waiting', label: 'Waiting for an owner (unclaimed listings)', value: c.waitingForOwner },
];

/** The inquiry counts as a compact list (the held page's overview). */
export function InquiryCounts({ counts }: { counts: InquiryCountsData }) {
  return (
    <section className="adm-inq-counts" aria-labelledby="inquiry-counts-title" data-testid="inquiry-counts">
      <h2 id="inquiry-counts-title" className="visually-hidden">
        All inquiries
      </h2>
      <dl className="adm-inq-counts__list">
        {inquiryCountRows(counts).map((r) => (
          <div key={r.key} className="adm-inq-counts__item">
            <dt>{r.label}</dt>
            <dd>{r.value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
