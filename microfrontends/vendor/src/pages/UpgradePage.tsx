import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { getOwnVendor, getPlanStatus, isApiError, requestFailureMessage, submitUpgrade, type OwnVendor, type PlanStatus, type SubscriptionTier } from '@uwd/api-client';
import { useAuthStore } from '@uwd/auth-store';
import { AccessDenied, Alert, Button, ButtonLink, CompassIcon, Container, EmptyState, LockIcon, PageLoader, SparkleIcon, TextField, cx, usePageTitle } from '@uwd/ui';
import { REMINDER_DAYS_BEFORE_FIRST_PAYMENT, TIER_PLANS, TRIAL_MONTHS } from '@domain/subscriptions/tiers';
import { UPGRADE_FIELD_ORDER, UPGRADE_SUCCESS_MESSAGE, upgradeRequestSchema, type UpgradeTier } from '@domain/subscriptions/upgrade-request';
import { vendorIdOf } from '../lib/account';
import { CheckIcon } from '../lib/icons';
import { TIER_LABELS } from '../dashboard/status';
import { dollars, formatCardNumber, formatExpiry, typed } from '../upgrade/card-format';
import '../upgrade/upgrade.css';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';

/** SPEC §8 'Upgrade'. */
export const UPGRADE_FAILED = 'Upgrade failed';
export const UPGRADE_NETWORK_FAILED = 'Failed to submit upgrade request. Please try again.';

type FieldPath = (typeof UPGRADE_FIELD_ORDER)[number];
type Values = Record<FieldPath, string>;
type Errors = Partial<Record<string, string>>;

const fieldId = (path: string) => `upgrade-${path.replace('.', '-')}`;

const INCLUSIONS: Record<UpgradeTier, string[]> = {
  featured: ['Top-of-category placement', 'Featured Vendor badge', `Photo gallery up to ${TIER_PLANS.featured.photoLimit} photos`, 'Wedding Journal feature'],
  premier: ['Homepage feature placement', 'Guaranteed social media spotlight', 'All Featured benefits', 'Dedicated ad spend', 'Premier Partner badge'],
};

const UPGRADE_TIERS: UpgradeTier[] = ['featured', 'premier'];

type Load =
  | { status: 'loading' }
  /** The slug names someone else's listing: the server answered 403 (never fall back to 'free'). */
  | { status: 'denied' }
  | { status: 'ready'; vendor: OwnVendor | null; tier: SubscriptionTier; tierKnown: boolean; pending: PlanStatus['pendingUpgrade'] };

export function UpgradePage() {
  usePageTitle('Upgrade Your Listing');
  const user = useAuthStore((s) => s.user);
  const vendorId = vendorIdOf(user);
  const [params] = useSearchParams();
  const querySlug = params.get('slug')?.trim() || null;
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    if (!vendorId) return;
    const controller = new AbortController();
    const signal = controller.signal;
    (async () => {
      // The listing prefills the form; without it the account's details do.
      const vendor = await getOwnVendor(vendorId, { signal }).catch(() => null);
      const slug = querySlug ?? vendor?.slug ?? (typeof user?.vendorProfile?.slug === 'string' ? user.vendorProfile.slug : null);
      let tier: SubscriptionTier = 'free';
      let tierKnown = false;
      let pending: PlanStatus['pendingUpgrade'] = null;
      if (slug) {
        try {
          const plan = await getPlanStatus(slug, { signal });
          tier = plan.currentTier;
          pending = plan.pendingUpgrade;
          tierKnown = true;
        } catch (error) {
          if (isApiError(error) && error.status === 403) {
            if (!signal.aborted) setLoad({ status: 'denied' });
            return;
          }
          /* SPEC §4: unknown eligibility is treated as the free tier */
        }
      }
      if (!signal.aborted) setLoad({ status: 'ready', vendor, tier, tierKnown, pending });
    })();
    return () => controller.abort();
  }, [vendorId, querySlug, user]);

  if (!vendorId) {
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
  if (load.status === 'loading') return <PageLoader label="Loading your plan…" />;
  if (load.status === 'denied') return <AccessDenied action={<ButtonLink to="/vendor/dashboard">Go to Your Dashboard</ButtonLink>} />;

  const vendorName = load.vendor?.name ?? (typeof user?.vendorProfile?.name === 'string' ? user.vendorProfile.name : '');
  const slug = querySlug ?? load.vendor?.slug ?? null;
  return (
    <UpgradeView
      vendorId={vendorId}
      slug={slug}
      vendorName={vendorName}
      email={load.vendor?.email || user?.email || ''}
      currentTier={load.tier}
      pending={load.pending}
    />
  );
}

interface UpgradeViewProps {
  vendorId: string;
  slug: string | null;
  vendorName: string;
  email: string;
  currentTier: SubscriptionTier;
  pending: PlanStatus['pendingUpgrade'];
}

function UpgradeView({ vendorId, slug, vendorName, email, currentTier, pending }: UpgradeViewProps) {
  const navigate = useNavigate();
  const [tier, setTier] = useState<UpgradeTier>(currentTier === 'featured' ? 'premier' : 'featured');
  const [values, setValues] = useState<Values>({
    businessName: vendorName,
    email,
    'creditCard.cardholderName': '',
    'creditCard.cardNumber': '',
    'creditCard.expiryDate': '',
    'creditCard.cvv': '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ path: string; seq: number } | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const el = document.getElementById(fieldId(focusRequest.path));
    if (!el) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    el.focus({ preventScroll: true });
  }, [focusRequest]);

  if (pending) {
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

  if (currentTier === 'premier') {
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

  const set = (path: FieldPath, value: string) => {
    setValues((v) => ({ ...v, [path]: value }));
    // SPEC §5: editing a field clears its error.
    setErrors((e) => (e[path] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== path)) : e));
  };

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = UPGRADE_FIELD_ORDER.find((p) => next[p]);
    if (first) setFocusRequest((r) => ({ path: first, seq: (r?.seq ?? 0) + 1 }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const body = {
      businessName: values.businessName,
      email: values.email,
      subscriptionTier: tier,
      creditCard: {
        cardholderName: values['creditCard.cardholderName'],
        cardNumber: values['creditCard.cardNumber'],
        expiryDate: values['creditCard.expiryDate'],
        cvv: values['creditCard.cvv'],
      },
      vendorId,
      ...(slug ? { slug } : {}),
    };
    const parsed = upgradeRequestSchema().safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join('.');
        if (!next[key]) next[key] = issue.message;
      }
      showErrors(next);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await submitUpgrade({ ...parsed.data, subscriptionTier: tier });
      window.alert(UPGRADE_SUCCESS_MESSAGE);
      navigate(slug ? `/vendors/${encodeURIComponent(slug)}` : '/');
    } catch (error) {
      if (isApiError(error)) {
        const fields = error.status === 400 ? error.apiError?.fields : undefined;
        if (fields && Object.keys(fields).length > 0) showErrors(fields);
        window.alert(error.status === 429 ? requestFailureMessage(error, UPGRADE_FAILED) : error.apiError?.message || UPGRADE_FAILED);
      } else {
        window.alert(UPGRADE_NETWORK_FAILED);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const bind = (path: FieldPath) => ({
    id: fieldId(path),
    value: values[path],
    error: errors[path],
  });
  const plan = TIER_PLANS[tier];

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
            Put {vendorName || 'your business'} in front of more couples planning their Upstate wedding. Every paid plan starts with a{' '}
            {TRIAL_MONTHS}-month free trial.
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

          <fieldset className="vu-section">
            <legend className="vu-section__legend">
              <h2 className="vu-section__title">Choose Your Plan</h2>
            </legend>
            <div className="vu-plans">
              {UPGRADE_TIERS.map((t) => {
                const p = TIER_PLANS[t];
                const id = `upgrade-plan-${t}`;
                const checked = tier === t;
                const current = currentTier === t;
                return (
                  <label key={t} htmlFor={id} className={cx('vu-plan', `vu-plan--${t}`, checked && 'vu-plan--checked', current && 'vu-plan--current')}>
                    <span className="vu-plan__top">
                      <input
                        id={id}
                        type="radio"
                        name="subscriptionTier"
                        value={t}
                        checked={checked}
                        disabled={current}
                        onChange={() => setTier(t)}
                        className="vu-plan__radio"
                        aria-describedby={`${id}-price ${id}-terms`}
                      />
                      <span className="vu-plan__name">{p.name}</span>
                      {current && <span className="vu-plan__current">Your plan</span>}
                    </span>
                    <span id={`${id}-price`} className="vu-plan__price">
                      <span className="vu-plan__amount">{dollars(p.introMonthlyCents)}</span>
                      <span className="vu-plan__period">/mo</span>
                      <span className="vu-plan__was">
                        normally <s>{dollars(p.regularMonthlyCents)}/mo</s>
                      </span>
                    </span>
                    <span id={`${id}-terms`} className="vu-plan__terms">
                      Price locked for your first year
                    </span>
                    <span className="vu-plan__badge">{TRIAL_MONTHS} months free</span>
                    <span className="vu-plan__list">
                      {INCLUSIONS[t].map((item) => (
                        <span key={item} className="vu-plan__item">
                          <CheckIcon size={16} className="vu-plan__check" />
                          {item}
                        </span>
                      ))}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          <section className="vu-section" aria-labelledby="upgrade-business-title">
            <h2 id="upgrade-business-title" className="vu-section__title">
              Your Business
            </h2>
            <div>
              <TextField {...bind('businessName')} name="businessName" label="Business Name" autoComplete="organization" maxLength={200} required onChange={(e) => set('businessName', e.target.value)} />
              <TextField
                {...bind('email')}
                name="email"
                type="email"
                label="Email"
                autoComplete="email"
                inputMode="email"
                maxLength={EMAIL_MAX_LENGTH}
                required
                onChange={(e) => set('email', e.target.value)}
              />
            </div>
          </section>

          <section className="vu-section vu-section--payment" aria-labelledby="upgrade-payment-title">
            <h2 id="upgrade-payment-title" className="vu-section__title">
              Payment Details
            </h2>
            <div className="vu-trial">
              <span className="vu-trial__icon" aria-hidden="true">
                <LockIcon size={20} />
              </span>
              <p>
                <strong>Your card will not be charged during your {TRIAL_MONTHS}-month free trial.</strong> We'll email you{' '}
                {REMINDER_DAYS_BEFORE_FIRST_PAYMENT} days before your first payment. Then {dollars(plan.introMonthlyCents)}/month, billed monthly and locked
                for your first year. Cancel any time.
              </p>
            </div>
            <TextField
              {...bind('creditCard.cardholderName')}
              name="cardholderName"
              label="Cardholder Name"
              autoComplete="cc-name"
              maxLength={100}
              required
              onChange={(e) => set('creditCard.cardholderName', e.target.value)}
            />
            <TextField
              {...bind('creditCard.cardNumber')}
              name="cardNumber"
              label="Card Number"
              autoComplete="cc-number"
              inputMode="numeric"
              placeholder="1234 5678 9012 3456"
              maxLength={19}
              required
              onChange={(e) => set('creditCard.cardNumber', typed(e, formatCardNumber, /[^\d ]/g))}
            />
            <div className="vu-grid vu-grid--keep">
              <TextField
                {...bind('creditCard.expiryDate')}
                name="expiryDate"
                label="Expiry Date"
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder="MM/YY"
                hint="MM/YY"
                maxLength={5}
                required
                onChange={(e) => set('creditCard.expiryDate', typed(e, formatExpiry, /[^\d/]/g))}
              />
              <TextField
                {...bind('creditCard.cvv')}
                name="cvv"
                label="CVV"
                autoComplete="cc-csc"
                inputMode="numeric"
                placeholder="123"
                hint="3 or 4 digits"
                maxLength={4}
                required
                onChange={(e) => set('creditCard.cvv', e.target.value.replace(/\D/g, ''))}
              />
            </div>
          </section>

          <div className="vu-submit">
            <Button type="submit" size="lg" loading={submitting} className="vu-submit__button">
              {submitting ? 'Processing...' : `Start ${TRIAL_MONTHS}-Month Free Trial`}
            </Button>
            <p className="vu-submit__note">
              {plan.name}: {dollars(plan.introMonthlyCents)}/month after the trial (normally {dollars(plan.regularMonthlyCents)}/mo). We never store your full card
              number.
            </p>
          </div>
        </form>

        <aside className="vu-aside" aria-labelledby="faq-title">
          <div className="vu-aside__card">
            <h2 id="faq-title" className="vu-aside__title">
              Questions
            </h2>
            <Faq question="How does the free trial work?">
              Your paid plan starts with a {TRIAL_MONTHS}-month free trial. Your listing gets every benefit of the plan right away, and nothing is
              charged during the trial.
            </Faq>
            <Faq question="When will I be charged?">
              After the trial. We send a reminder email {REMINDER_DAYS_BEFORE_FIRST_PAYMENT} days before your first payment; then you're billed monthly at
              the introductory price ({dollars(TIER_PLANS.featured.introMonthlyCents)}/mo Featured, {dollars(TIER_PLANS.premier.introMonthlyCents)}/mo
              Premier), locked for your first year.
            </Faq>
            <Faq question="Can I cancel any time?">
              Yes. Cancel whenever you like: your listing returns to the free Standard listing and stays in the directory.
            </Faq>
            <Faq question="Can I move from Featured to Premier later?">
              Yes. You can upgrade from Featured to Premier Partner at any time from your dashboard.
            </Faq>
          </div>
          <Alert tone="info" className="vu-aside__note">
            The upgrade takes effect within the next few days; we'll confirm by email.
          </Alert>
        </aside>
      </Container>
    </div>
  );
}

function Faq({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="vu-faq">
      <summary className="vu-faq__q">{question}</summary>
      <p className="vu-faq__a">{children}</p>
    </details>
  );
}
