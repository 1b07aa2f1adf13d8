import { Link } from 'react-router-dom';
import { listRecentCancellations, type AdminPlanCancellation } from '@uwd/api-client';
import { useResource } from '@uwd/ui';
import { TIER_LABELS, formatDate, isoOf } from './format';
import { XIcon } from './icons';
import { EmptyCard, ListStates } from './ui';

export const CANCELLATIONS_LOAD_FAILED = 'Failed to load recent cancellations.';

const loadCancellations = (signal: AbortSignal) => listRecentCancellations({ signal }).then((r) => r.cancellations);

/**
 * 'Recent cancellations' on the admin dashboard (issue 36): the paid plans vendors cancelled, newest first,
 * each with its listing, the plan, the day it was cancelled and the day it ends (or ended) — where the
 * admins' 'Plan cancelled' email points (/admin#recent-cancellations).
 */
export function RecentCancellations({ now = () => new Date() }: { now?: () => Date }) {
  const { state, retry } = useResource('plan-cancellations', loadCancellations);
  return (
    <section className="adm-section" aria-labelledby="recent-cancellations">
      <div className="adm-section__head">
        <h2 id="recent-cancellations" className="adm-section__title" tabIndex={-1}>
          Recent cancellations
        </h2>
      </div>
      <ListStates
        state={state}
        count={(d) => d.length}
        loadingLabel="Loading recent cancellations…"
        skeletons={1}
        failed={CANCELLATIONS_LOAD_FAILED}
        onRetry={() => void retry()}
        empty={
          <EmptyCard className="adm-empty-card" level={3} icon={<XIcon size={32} />} title="No cancelled plans">
            <p>When a vendor cancels a Featured or Premier Partner plan, it shows up here with the day it ends.</p>
          </EmptyCard>
        }
      >
        {(data) => (
          <ul className="adm-upgrades" data-testid="recent-cancellations">
            {data.map((c) => (
              <CancellationRow key={c._id} cancellation={c} ended={Date.parse(c.endsAt) <= now().getTime()} />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}

function CancellationRow({ cancellation: c, ended }: { cancellation: AdminPlanCancellation; ended: boolean }) {
  const headingId = `cancellation-${c._id}`;
  return (
    <li className="adm-upgrade card card--padded" aria-labelledby={headingId} data-testid="plan-cancellation">
      <div className="adm-upgrade__main">
        <h3 id={headingId} className="adm-upgrade__name">
          <Link to={`/vendors/${c.vendor.slug}`} className="adm-upgrade__vendor">
            {c.vendor.name}
          </Link>
        </h3>
      </div>
      <dl className="adm-upgrade__facts">
        <div>
          <dt>Plan</dt>
          <dd>
            <strong>{TIER_LABELS[c.tier]}</strong>
          </dd>
        </div>
        <div>
          <dt>Cancelled</dt>
          <dd>
            <time dateTime={isoOf(c.cancelledAt)}>{formatDate(c.cancelledAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{ended ? 'Ended' : 'Ends'}</dt>
          <dd>
            <time dateTime={isoOf(c.endsAt)}>{formatDate(c.endsAt)}</time>
          </dd>
        </div>
      </dl>
    </li>
  );
}
