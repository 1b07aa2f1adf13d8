import type { PlanStatus } from '@uwd/api-client';
import { ButtonLink, CompassIcon, Container, EmptyState, SparkleIcon } from '@uwd/ui';

/** A signed-in account without a listing: claim one or apply first. */
export function NoListingToUpgrade() {
  return (
    <Container size="narrow" className="page-state">
      <EmptyState
        level={1}
        icon={<CompassIcon size={36} />}
        title="No listing linked to this account"
        action={
          <div className="button-row button-row--center">
            <ButtonLink to="/claim-listing">Claim Your Listing</ButtonLink>
            <ButtonLink to="/apply" variant="outline">
              Apply to List Your Business
            </ButtonLink>
          </div>
        }
      >
        <p>Upgrades are for listed businesses. Claim your listing or apply to list your business first.</p>
      </EmptyState>
    </Container>
  );
}

/** An upgrade request already waits for an admin. */
export function UpgradePending({ pending }: { pending: NonNullable<PlanStatus['pendingUpgrade']> }) {
  return (
    <Container size="narrow" className="page-state">
      <EmptyState
        level={1}
        icon={<SparkleIcon size={36} />}
        title="Your upgrade request is on its way"
        action={
          <div className="button-row button-row--center">
            <ButtonLink to="/vendor/dashboard">Back to Dashboard</ButtonLink>
          </div>
        }
      >
        <p>Upgrade to {pending.tier === 'premier' ? 'Premier' : 'Featured'} requested — we'll confirm by email.</p>
      </EmptyState>
    </Container>
  );
}

/** Already on the top plan: nothing to upgrade to. */
export function AlreadyPremier({ vendorName }: { vendorName: string }) {
  return (
    <Container size="narrow" className="page-state">
      <EmptyState
        level={1}
        icon={<SparkleIcon size={36} />}
        title="You're a Premier Partner"
        action={
          <div className="button-row button-row--center">
            <ButtonLink to="/vendor/dashboard">Back to Dashboard</ButtonLink>
          </div>
        }
      >
        <p>{vendorName || 'Your listing'} is already on our top plan. Thank you for growing with us!</p>
      </EmptyState>
    </Container>
  );
}
