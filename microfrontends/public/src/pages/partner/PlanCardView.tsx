import { ButtonLink, cx } from '@uwd/ui';
import { TIER_PLANS, TRIAL_MONTHS } from '@domain/subscriptions/tiers';
import { CheckIcon } from '../../components/vendor-detail/icons';
import { dollars, type PlanCard } from './partner-content';

/** One plan's card: name, price, trial, inclusions and its call to action. */
export function PlanCardView({ plan }: { plan: PlanCard }) {
  const info = TIER_PLANS[plan.tier];
  const isFree = info.introMonthlyCents === 0;
  const titleId = `plan-${plan.tier}-title`;
  return (
    <li className={cx('plan', plan.highlight && 'plan--highlight', `plan--${plan.tier}`)} data-testid={`plan-${plan.tier}`}>
      <article className="plan__inner" aria-labelledby={titleId}>
        {plan.highlight && <p className="plan__ribbon">{plan.highlight}</p>}
        <h3 id={titleId} className="plan__name">
          {info.name}
        </h3>
        <p className="plan__tagline">{plan.tagline}</p>
        <div className="plan__price">
          <span className="plan__amount">{dollars(info.introMonthlyCents)}</span>
          {!isFree && <span className="plan__period">/month</span>}
        </div>
        {isFree ? (
          <p className="plan__terms">Always complimentary. No card needed.</p>
        ) : (
          <p className="plan__terms">
            Locked for the first year <span className="plan__regular">(normally {dollars(info.regularMonthlyCents)}/mo)</span>
            <span className="plan__trial">{TRIAL_MONTHS} months free to start</span>
          </p>
        )}
        <ul className="plan__features">
          {plan.features.map((f) => (
            <li key={f}>
              <CheckIcon size={16} className="plan__check" />
              {f}
            </li>
          ))}
        </ul>
        <ButtonLink
          to={`/apply?plan=${plan.tier}`}
          variant={plan.highlight ? 'primary' : 'outline'}
          block
          className="plan__cta"
          aria-label={`${plan.cta}: ${info.name}`}
        >
          {plan.cta}
        </ButtonLink>
      </article>
    </li>
  );
}
