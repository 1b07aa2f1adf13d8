import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { beginCardSetup, getOwnVendor, getPlanStatus, isApiError, previewPlanChange, type OwnVendor, type PlanStatus, type SubscriptionTier, type User } from '@uwd/api-client';
import { useAuthStore } from '@uwd/auth-store';
import { AccessDenied, Button, ButtonLink, Container, PageLoader, usePageTitle, useResource } from '@uwd/ui';
import { TIER_PLANS, TRIAL_MONTHS } from '@domain/subscriptions/tiers';
import type { UpgradeTier } from '@domain/subscriptions/upgrade-request';
import { vendorIdOf } from '../lib/account';
import { TIER_LABELS } from '../dashboard/status';
import { dollars } from '../upgrade/card-format';
import { PlanChoice } from '../upgrade/PlanChoice';
import { confirmLabel, money, PlanChangeSummary } from '../upgrade/PlanChangeSummary';
import { UpgradeFaq } from '../upgrade/UpgradeFaq';
import { BusinessFields, PaymentFields } from '../upgrade/UpgradeFields';
import { NoListingToUpgrade, UpgradePending } from '../upgrade/UpgradeStates';
import { PremierPlan } from '../upgrade/PremierPlan';
import { useUpgradeForm } from '../upgrade/useUpgradeForm';
import { StripeCardField, type ConfirmCard } from '../upgrade/StripeCardField';
import '../upgrade/upgrade.css';

export { UPGRADE_FAILED, UPGRADE_NETWORK_FAILED } from '../upgrade/useUpgradeForm';

type Loaded =
  /** The slug names someone else's listing: the server answered 403 (never fall back to 'free'). */
  | { status: 'denied' }
  | { status: 'ready'; vendor: OwnVendor | null; tier: SubscriptionTier; pending: PlanStatus['pendingUpgrade'] };

/** The listing (it prefills the form; without it the account's details do) and the plan of the slug. */
async function loadUpgrade(vendorId: string, querySlug: string | null, user: User | null, signal: AbortSignal): Promise<Loaded> {
  const vendor = await getOwnVendor(vendorId, { signal }).catch(() => null);
  const slug = querySlug ?? vendor?.slug ?? (typeof user?.vendorProfile?.slug === 'string' ? user.vendorProfile.slug : null);
  if (!slug) return { status: 'ready', vendor, tier: 'free', pending: null };
  try {
    const plan = await getPlanStatus(slug, { signal });
    return { status: 'ready', vendor, tier: plan.currentTier, pending: plan.pendingUpgrade };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return { status: 'denied' };
    // SPEC §4: unknown eligibility is treated as the free tier.
    return { status: 'ready', vendor, tier: 'free', pending: null };
  }
}

export function UpgradePage() {
  usePageTitle('Upgrade Your Listing');
  const user = useAuthStore((s) => s.user);
  const vendorId = vendorIdOf(user);
  const [params] = useSearchParams();
  const querySlug = params.get('slug')?.trim() || null;
  const profileSlug = typeof user?.vendorProfile?.slug === 'string' ? user.vendorProfile.slug : '';
  const { state } = useResource(vendorId && `upgrade|${vendorId}|${querySlug ?? ''}|${profileSlug}`, (signal) => loadUpgrade(vendorId ?? '', querySlug, user, signal));

  if (!vendorId) return <NoListingToUpgrade />;
  if (state.status !== 'ready') return <PageLoader label="Loading your plan…" />;
  const load = state.data;
  if (load.status === 'denied') return <AccessDenied action={<ButtonLink to="/vendor/dashboard">Go to Your Dashboard</ButtonLink>} />;

  const vendorName = load.vendor?.name ?? (typeof user?.vendorProfile?.name === 'string' ? user.vendorProfile.name : '');
  const slug = querySlug ?? load.vendor?.slug ?? null;
  if (load.pending) return <UpgradePending pending={load.pending} />;
  // Premier Partner: the move down to Featured at the end of the paid period, or keeping Premier once it waits.
  if (load.tier === 'premier') return <PremierPlan vendorId={vendorId} slug={slug} vendorName={vendorName} email={load.vendor?.email || user?.email || ''} />;
  return <UpgradeView vendorId={vendorId} slug={slug} vendorName={vendorName} email={load.vendor?.email || user?.email || ''} currentTier={load.tier} />;
}

interface UpgradeViewProps {
  vendorId: string;
  slug: string | null;
  vendorName: string;
  email: string;
  currentTier: SubscriptionTier;
}

function UpgradeView({ vendorId, slug, vendorName, email, currentTier }: UpgradeViewProps) {
  const [tier, setTier] = useState<UpgradeTier>(currentTier === 'featured' ? 'premier' : 'featured');
  // What confirming does (issue 37): the trial's end, or what is charged today (prorated for an upgrade), and the card on file.
  const { state: previewState } = useResource(`plan-change|${vendorId}|${tier}`, (signal) => previewPlanChange(vendorId, tier, { signal }));
  const preview = previewState.status === 'ready' ? previewState.data : null;
  const [useOther, setUseOther] = useState(false);
  const cardOnFile = preview?.card ?? null;
  const newCard = !cardOnFile || useOther;
  // Stripe mode: a new card goes into Stripe's own field, on a SetupIntent of the listing's customer.
  const stripeMode = preview?.processor === 'stripe';
  const { state: setupState } = useResource(stripeMode && newCard ? `upgrade-card-setup|${vendorId}` : null, (signal) => beginCardSetup(vendorId, { signal }));
  const stripeSetup = setupState.status === 'ready' && setupState.data.kind === 'stripe' ? setupState.data : null;
  const [confirm, setConfirm] = useState<ConfirmCard | null>(null);
  const onConfirm = useCallback((next: ConfirmCard | null) => setConfirm(() => next), []);
  const { submitting, set, bind, errors, onSubmit } = useUpgradeForm({
    vendorId,
    slug,
    vendorName,
    email,
    tier,
    cardOnFile: !newCard,
    stripeCard: stripeMode && newCard ? { confirm } : null,
  });
  const plan = TIER_PLANS[tier];
  const trial = !preview || (preview.kind === 'start' && preview.trialEndsAt !== null);

  return (
    <div className="vu-page">
      <header className="vu-hero">
        <Container>
          <Link to="/vendor/dashboard" className="vu-hero__back">
            ← Back to Dashboard
          </Link>
          {vendorName && <p className="eyebrow vu-hero__eyebrow">{vendorName}</p>}
          <h1 className="vu-hero__title">Grow Your Business</h1>
          <p className="vu-hero__lead">
            Put {vendorName || 'your business'} in front of more couples planning their Upstate wedding.
            {currentTier === 'free' ? ` A listing's first paid plan starts with a ${TRIAL_MONTHS}-month free trial.` : ' Move up whenever you like.'}
          </p>
        </Container>
      </header>

      <Container className="vu-layout">
        <form className="vu-form" noValidate onSubmit={onSubmit} aria-busy={submitting} data-testid="upgrade-form">
          <div className="vu-status" role="note" data-testid="current-plan">
            <span className="vu-status__dot" aria-hidden="true" />
            <p>
              You're currently on the <strong>{TIER_LABELS[currentTier]}</strong> plan.
              {currentTier === 'featured' ? ' Move up to Premier Partner for homepage placement and more.' : ' Upgrade to reach more couples.'}
            </p>
          </div>

          <PlanChoice tier={tier} currentTier={currentTier} onChange={setTier} trial={trial} />
          <BusinessFields bind={bind} set={set} />
          <PaymentFields bind={bind} set={set} plan={plan} trial={trial} cardOnFile={cardOnFile} useOther={useOther} onUseOther={setUseOther} error={errors.creditCard}
            newCardBlock={
              stripeMode ? stripeSetup ? <StripeCardField setup={stripeSetup} onConfirm={onConfirm} /> : <p className="vu-cardfields">Opening the secure card form…</p> : undefined
            }
          />

          <PlanChangeSummary preview={preview} loading={previewState.status === 'loading'} />
          <div className="vu-submit">
            <Button type="submit" size="lg" loading={submitting} className="vu-submit__button">
              {submitting ? 'Processing...' : confirmLabel(preview, `Start ${TRIAL_MONTHS}-Month Free Trial`)}
            </Button>
            <p className="vu-submit__note">
              {trial
                ? `${plan.name}: ${dollars(plan.introMonthlyCents)}/month after the trial (normally ${dollars(plan.regularMonthlyCents)}/mo). `
                : `${plan.name}: ${money(preview?.monthlyCents ?? plan.introMonthlyCents)}/month, billed monthly. `}
              We never store your full card number.
            </p>
          </div>
        </form>
        <UpgradeFaq />
      </Container>
    </div>
  );
}
