import { useState } from 'react';
import { Link } from 'react-router-dom';
import { applyUpgradeRequest, listUpgradeRequests, rejectUpgradeRequest, type AdminUpgradeRequest } from '@uwd/api-client';
import { Button, useResource, type NoticeApi } from '@uwd/ui';
import { TIER_LABELS, cardSummary, formatDate, isoOf, messageOf } from './format';
import { CardIcon, CheckIcon, RocketIcon, XIcon } from './icons';
import { EmptyCard, ListStates } from './ui';

export const UPGRADE_APPLY_FAILED = 'Failed to apply upgrade request.';
export const UPGRADE_REJECT_FAILED = 'Failed to reject upgrade request.';
export const UPGRADES_LOAD_FAILED = 'Failed to load upgrade requests.';

type Busy = { id: string; action: 'apply' | 'reject' } | null;

/**
 * 'Pending upgrade requests' on the admin dashboard: each request with its listing, the tier change and the
 * card on file, and Apply / Reject (each confirmed first). After an action the list and the stats reload.
 */
const loadPending = (signal: AbortSignal) => listUpgradeRequests({ status: 'pending' }, { signal }).then((r) => r.upgradeRequests);

export function UpgradeRequests({ notice, onChanged }: { notice: NoticeApi; onChanged: () => void }) {
  const { state, reload, retry } = useResource('upgrade-requests|pending', loadPending);
  const [busy, setBusy] = useState<Busy>(null);

  const act = async (request: AdminUpgradeRequest, action: 'apply' | 'reject') => {
    const tier = TIER_LABELS[request.subscriptionTier];
    const question =
      action === 'apply'
        ? `Apply the ${tier} upgrade for "${request.businessName}"? The listing moves to the ${tier} tier now.`
        : `Reject the ${tier} upgrade request from "${request.businessName}"?`;
    if (!window.confirm(question)) return;
    setBusy({ id: request._id, action });
    try {
      if (action === 'apply') {
        const res = await applyUpgradeRequest(request._id);
        notice.success(`Upgrade applied: ${request.businessName} is now on the ${TIER_LABELS[res.tier] ?? tier} tier.`);
      } else {
        await rejectUpgradeRequest(request._id);
        notice.success(`Upgrade request from ${request.businessName} rejected.`);
      }
    } catch (error) {
      notice.error(messageOf(error, action === 'apply' ? UPGRADE_APPLY_FAILED : UPGRADE_REJECT_FAILED));
    } finally {
      setBusy(null);
      void reload();
      onChanged();
    }
  };

  return (
    <section className="adm-section" aria-labelledby="upgrade-requests">
      <div className="adm-section__head">
        <h2 id="upgrade-requests" className="adm-section__title" tabIndex={-1}>
          Pending upgrade requests
        </h2>
        {state.status === 'ready' && state.data.length > 0 && <span className="adm-section__count">{state.data.length}</span>}
      </div>
      <ListStates
        state={state}
        count={(d) => d.length}
        loadingLabel="Loading upgrade requests…"
        skeletons={2}
        failed={UPGRADES_LOAD_FAILED}
        onRetry={() => void retry()}
        empty={
          <EmptyCard className="adm-empty-card" level={3} icon={<RocketIcon size={32} />} title="No pending upgrade requests">
            <p>Requests to move a listing to Featured or Premier Partner show up here.</p>
          </EmptyCard>
        }
      >
        {(data, refreshing) => (
          <ul className="adm-upgrades" aria-busy={refreshing || undefined}>
            {data.map((r) => (
              <UpgradeRow key={r._id} request={r} busy={busy?.id === r._id ? busy.action : null} disabled={busy !== null} onAct={(a) => void act(r, a)} />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}

function UpgradeRow({ request: r, busy, disabled, onAct }: { request: AdminUpgradeRequest; busy: 'apply' | 'reject' | null; disabled: boolean; onAct: (action: 'apply' | 'reject') => void }) {
  const headingId = `upgrade-${r._id}`;
  return (
    <li className="adm-upgrade card card--padded" aria-labelledby={headingId} data-testid="upgrade-request">
      <div className="adm-upgrade__main">
        <h3 id={headingId} className="adm-upgrade__name">
          {r.businessName}
        </h3>
        <p className="adm-upgrade__meta">
          {r.vendor ? (
            <>
              Listing:{' '}
              <Link to={`/vendors/${r.vendor.slug}`} className="adm-upgrade__vendor">
                {r.vendor.name}
              </Link>
            </>
          ) : (
            <span className="text-muted">No listing linked</span>
          )}
          <span aria-hidden="true"> · </span>
          <a href={`mailto:${r.email}`}>{r.email}</a>
        </p>
      </div>
      <dl className="adm-upgrade__facts">
        <div>
          <dt>Tier</dt>
          <dd className="adm-tierchange">
            <span>{TIER_LABELS[r.currentTier]}</span>
            <span aria-hidden="true" className="adm-tierchange__arrow">
              →
            </span>
            <span className="visually-hidden"> to </span>
            <strong>{TIER_LABELS[r.subscriptionTier]}</strong>
          </dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd className="adm-card-summary">
            <CardIcon size={16} />
            {r.card ? cardSummary(r.card) : 'None on file'}
          </dd>
        </div>
        <div>
          <dt>Requested</dt>
          <dd>
            <time dateTime={isoOf(r.createdAt)}>{formatDate(r.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <div className="adm-actions">
        <Button size="sm" loading={busy === 'apply'} disabled={disabled} onClick={() => onAct('apply')} aria-label={`Apply upgrade for ${r.businessName}`}>
          <CheckIcon size={16} />
          Apply
        </Button>
        <Button size="sm" variant="outline" loading={busy === 'reject'} disabled={disabled} onClick={() => onAct('reject')} aria-label={`Reject upgrade for ${r.businessName}`}>
          <XIcon size={16} />
          Reject
        </Button>
      </div>
    </li>
  );
}
