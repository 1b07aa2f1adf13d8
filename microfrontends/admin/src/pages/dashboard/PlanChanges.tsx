import { Link } from 'react-router-dom';
import { callRoute } from '@uwd/api-client';
import { useResource } from '@uwd/ui';
import { adminPlanChangesRoute, type AdminPlanChangeDto } from '@domain/billing/plan-changes-api';
import { TIER_LABELS, formatDate, isoOf } from './format';
import { RocketIcon } from './icons';
import { EmptyCard, ListStates } from './ui';

export const PLAN_CHANGES_LOAD_FAILED = 'Failed to load plan changes.';

const loadPlanChanges = (signal: AbortSignal) => callRoute(adminPlanChangesRoute, { signal, cache: 'no-store' }).then((r) => r.planChanges);

/** What each kind of change was, under its tiers. */
const KIND_NOTES: Record<AdminPlanChangeDto['kind'], string> = {
  start: 'Started',
  up: 'Moved up',
  down: 'Moves down',
  keep: 'Kept; the scheduled move was withdrawn',
};

/**
 * 'Plan changes' on the admin dashboard (issue 37 §2): the changes vendors made to their own plan on the
 * processor, newest first — the listing, from → to, when, and when it takes effect (a move down waits for the
 * end of the paid period). The admins' 'Plan changed' email points here (/admin#plan-changes).
 */
export function PlanChanges({ now = () => new Date() }: { now?: () => Date }) {
  const { state, retry } = useResource('plan-changes', loadPlanChanges);
  return (
    <section className="adm-section" aria-labelledby="plan-changes">
      <div className="adm-section__head">
        <h2 id="plan-changes" className="adm-section__title" tabIndex={-1}>
          Plan changes
        </h2>
      </div>
      <ListStates
        state={state}
        count={(d) => d.length}
        loadingLabel="Loading plan changes…"
        skeletons={1}
        failed={PLAN_CHANGES_LOAD_FAILED}
        onRetry={() => void retry()}
        empty={
          <EmptyCard className="adm-empty-card" level={3} icon={<RocketIcon size={32} />} title="No plan changes yet">
            <p>When a vendor starts, upgrades or moves down its plan from its dashboard, it shows up here with the day it takes effect.</p>
          </EmptyCard>
        }
      >
        {(data) => (
          <ul className="adm-upgrades" data-testid="plan-changes">
            {data.map((c) => (
              <PlanChangeRow key={c._id} change={c} pending={Date.parse(c.effectiveAt) > now().getTime()} />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}

function PlanChangeRow({ change: c, pending }: { change: AdminPlanChangeDto; pending: boolean }) {
  const headingId = `plan-change-${c._id}`;
  const atOnce = c.effectiveAt === c.changedAt;
  return (
    <li className="adm-upgrade card card--padded" aria-labelledby={headingId} data-testid="plan-change">
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
          <dd className="adm-tierchange">
            {c.kind === 'keep' ? (
              <strong>{TIER_LABELS[c.toTier]}</strong>
            ) : (
              <>
                <span>{TIER_LABELS[c.fromTier]}</span>
                <span aria-hidden="true" className="adm-tierchange__arrow">
                  →
                </span>
                <span className="visually-hidden"> to </span>
                <strong>{TIER_LABELS[c.toTier]}</strong>
              </>
            )}
            <span className="adm-plan-change__kind">{c.kind === 'down' && !pending ? 'Moved down' : KIND_NOTES[c.kind]}</span>
          </dd>
        </div>
        <div>
          <dt>Changed</dt>
          <dd>
            <time dateTime={isoOf(c.changedAt)}>{formatDate(c.changedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{pending ? 'Takes effect' : 'Took effect'}</dt>
          <dd>{atOnce ? 'At once' : <time dateTime={isoOf(c.effectiveAt)}>{formatDate(c.effectiveAt)}</time>}</dd>
        </div>
      </dl>
    </li>
  );
}
