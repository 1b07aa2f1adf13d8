import type { PlanStatus } from '@uwd/api-client';
import { ButtonLink, CompassIcon, PageState, SparkleIcon } from '@uwd/ui';

/** A signed-in account without a listing: claim one or apply first. */
export function NoListingToUpgrade() {
  return (
    <PageState
      icon={<CompassIcon size={36} />}
      title="No listing linked to this account"
      actions={
        <>
          <ButtonLink to="/claim-listing">Claim Your Listing</ButtonLink>
          <ButtonLink to="/apply" variant="outline">
            Apply to List Your Business
          </ButtonLink>
        </>
      }
    >
      <p>Upgrades are for listed businesses. Claim your listing or apply to list your business first.</p>
    </PageState>
  );
}

/** An upgrade request already waits for an admin. */
export function UpgradePending({ pending }: { pending: NonNullable<PlanStatus['pendingUpgrade']> }) {
  return (
    <PageState
      icon={<SparkleIcon size={36} />}
      title="Your upgrade request is on its way"
      actions={<ButtonLink to="/vendor/dashboard">Back to Dashboard</ButtonLink>}
    >
      <p>Upgrade to {pending.tier === 'premier' ? 'Premier' : 'Featured'} requested — we'll confirm by email.</p>
    </PageState>
  );
}

/** Already on the top plan: nothing to upgrade to. */
export function AlreadyPremier({ vendorName }: { vendorName: string }) {
  return (
    <PageState
      icon={<SparkleIcon size={36} />}
      title="You're a Premier Partner"
      actions={<ButtonLink to="/vendor/dashboard">Back to Dashboard</ButtonLink>}
    >
      <p>{vendorName || 'Your listing'} is already on our top plan. Thank you for growing with us!</p>
    </PageState>
  );
}
