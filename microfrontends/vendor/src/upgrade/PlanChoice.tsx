import type { SubscriptionTier } from '@uwd/api-client';
import { cx } from '@uwd/ui';
import { TIER_PLANS, TRIAL_MONTHS } from '@domain/subscriptions/tiers';
import type { UpgradeTier } from '@domain/subscriptions/upgrade-request';
import { CheckIcon } from '../lib/icons';
import { dollars } from './card-format';

const INCLUSIONS: Record<UpgradeTier, string[]> = {
  featured: ['Top-of-category placement', 'Featured Vendor badge', `Photo gallery up to ${TIER_PLANS.featured.photoLimit} photos`, 'Wedding Journal feature'],
  premier: ['Homepage feature placement', 'Guaranteed social media spotlight', 'All Featured benefits', 'Dedicated ad spend', 'Premier Partner badge'],
};

const UPGRADE_TIERS: UpgradeTier[] = ['featured', 'premier'];

/** 'Choose Your Plan': the two paid plans as radio cards; the plan in force is shown and not selectable. */
export function PlanChoice({
  tier,
  currentTier,
  onChange,
  trial = true,
}: {
  tier: UpgradeTier;
  currentTier: SubscriptionTier;
  onChange: (tier: UpgradeTier) => void;
  /** The free trial applies (a listing's first paid plan): each card says '3 months free'. */
  trial?: boolean;
}) {
  return (
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
                  onChange={() => onChange(t)}
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
              {trial && <span className="vu-plan__badge">{TRIAL_MONTHS} months free</span>}
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
  );
}
