import { callRoute } from '@uwd/api-client';
import { Button, Card, Skeleton, useResource } from '@uwd/ui';
import { inquiryCountsRoute } from '@domain/inquiries/inquiry-api';
import { InboxIcon } from '../dashboard/icons';
import { StatCard } from '../dashboard/StatCards';

export const INQUIRY_COUNTS_FAILED = 'Failed to load the inquiry counts.';

const loadCounts = (signal: AbortSignal) => callRoute(inquiryCountsRoute, { signal, cache: 'no-store' }).then((a) => a.counts);

/** The dashboard's inquiry card: held ones first (they wait for an admin), then delivered, unconfirmed and owner-less. */
export function InquiryStatCard() {
  const { state, retry } = useResource('admin-inquiry-counts', loadCounts);
  if (state.status === 'loading') {
    return (
      <Card className="adm-stat" aria-hidden="true">
        <Skeleton width="55%" height="1.1rem" />
        <Skeleton width="40%" height="2.2rem" />
        <Skeleton width="90%" height="0.85rem" />
      </Card>
    );
  }
  if (state.status === 'error') {
    return (
      <Card as="section" className="adm-stat" aria-label="Inquiries" data-testid="stat-inquiries">
        <p className="adm-hint">{INQUIRY_COUNTS_FAILED}</p>
        <Button variant="outline" size="sm" onClick={retry}>
          Retry
        </Button>
      </Card>
    );
  }
  const c = state.data;
  return (
    <StatCard
      id="inquiries"
      title="Inquiries"
      icon={<InboxIcon />}
      value={c.held}
      valueLabel="held"
      attention={c.held + c.heldMessages > 0}
      rows={[
        { label: 'Held messages', value: c.heldMessages },
        { label: 'Delivered', value: c.delivered },
        { label: 'Awaiting confirmation', value: c.pendingConfirmation },
        { label: 'Waiting for an owner', value: c.waitingForOwner },
      ]}
      link={{ to: '/admin/inquiries', label: 'Review held inquiries' }}
    />
  );
}
