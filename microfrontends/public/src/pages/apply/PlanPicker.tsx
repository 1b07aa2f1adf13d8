import type { Tier } from '@domain/subscriptions/tiers';
import { cx } from '@uwd/ui';
import { CheckMarkIcon } from './icons';
import { PLAN_OPTIONS } from './plans';

export const planRadioId = (tier: Tier) => `apply-plan-${tier}`;

interface PlanPickerProps {
  value: Tier;
  error?: string;
  onChange: (tier: Tier) => void;
}

/**
 * 'Choose Your Plan': three plan cards as one native radio group (arrow keys move between plans).
 * Rendered inside the section's fieldset, whose legend names the group.
 */
export function PlanPicker({ value, error, onChange }: PlanPickerProps) {
  return (
    <div className="apply-plans" data-testid="plan-options">
      {PLAN_OPTIONS.map((plan) => {
        const id = planRadioId(plan.tier);
        const checked = value === plan.tier;
        return (
          <label key={plan.tier} htmlFor={id} className={cx('apply-plan', `apply-plan--${plan.tier}`, checked && 'apply-plan--checked')} data-testid={`plan-option-${plan.tier}`}>
            <span className="apply-plan__top">
              <input
                id={id}
                type="radio"
                name="subscriptionTier"
                value={plan.tier}
                checked={checked}
                onChange={() => onChange(plan.tier)}
                className="apply-plan__radio"
                aria-labelledby={`${id}-name`}
                aria-describedby={cx(`${id}-price`, `${id}-terms`, error && 'apply-plan-error') || undefined}
                aria-invalid={error ? true : undefined}
              />
              <span id={`${id}-name`} className="apply-plan__name">
                {plan.name}
              </span>
            </span>
            <span className="apply-plan__details">
              <span id={`${id}-price`} className="apply-plan__price">
                <span className="apply-plan__amount">{plan.price}</span>
                {plan.period && <span className="apply-plan__period">{plan.period}</span>}
              </span>
              <span id={`${id}-terms`} className="apply-plan__terms">
                {plan.terms}
              </span>
              {plan.badge && <span className="apply-plan__badge">{plan.badge}</span>}
              <span className="apply-plan__inclusions">
                {plan.inclusions.map((item) => (
                  <span key={item} className="apply-plan__inclusion">
                    <CheckMarkIcon className="apply-plan__check" />
                    {item}
                  </span>
                ))}
              </span>
            </span>
          </label>
        );
      })}
      {error && (
        <p id="apply-plan-error" className="field__error apply-plans__error">
          {error}
        </p>
      )}
    </div>
  );
}
