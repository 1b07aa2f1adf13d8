import type { ChangeEvent, ReactNode } from 'react';
import { Button, LockIcon, TextField } from '@uwd/ui';
import { REMINDER_DAYS_BEFORE_FIRST_PAYMENT, TIER_PLANS, TRIAL_MONTHS, type Tier } from '@domain/subscriptions/tiers';
import { fieldId, formatCardNumber, formatExpiry, type FieldErrors, type TextPath } from './apply-form';
import { dollars } from './plans';

interface PaymentSectionProps {
  tier: Exclude<Tier, 'free'>;
  values: Record<TextPath, string>;
  errors: FieldErrors;
  onChange: (path: TextPath, value: string) => void;
  onSwitchToFree: () => void;
  /**
   * Stripe mode: Stripe's own card field in the place of the card number, expiry and CVV fields (the
   * cardholder's name stays). Undefined: SPEC.md's card fields (the local test processor).
   */
  stripeCard?: ReactNode;
}

/** Reformat only while typing at the end, so editing in the middle keeps the caret where it is. */
const typed = (event: ChangeEvent<HTMLInputElement>, format: (raw: string) => string, allowed: RegExp): string => {
  const { value, selectionStart } = event.target;
  return selectionStart === null || selectionStart >= value.length ? format(value) : value.replace(allowed, '');
};

/** 'Payment Information': the card for a paid plan's trial (paid tiers only). */
export function PaymentSection({ tier, values, errors, onChange, onSwitchToFree, stripeCard }: PaymentSectionProps) {
  const plan = TIER_PLANS[tier];
  return (
    <>
      <div className="apply-trial-note" id="apply-trial-note">
        <span className="apply-trial-note__icon" aria-hidden="true">
          <LockIcon size={20} />
        </span>
        <div>
          <p className="apply-trial-note__title">Your card will not be charged during your {TRIAL_MONTHS}-month free trial.</p>
          <p>
            We'll send you a reminder email {REMINDER_DAYS_BEFORE_FIRST_PAYMENT} days before your first payment. After the
            trial, the {plan.name} is {dollars(plan.introMonthlyCents)}/month, locked for your first year (normally{' '}
            {dollars(plan.regularMonthlyCents)}/mo), billed monthly. Cancel any time. We never store your full card number.
          </p>
        </div>
      </div>

      {errors.creditCard && (
        <p className="apply-card-declined" role="alert">
          {errors.creditCard}
        </p>
      )}
      <TextField
        id={fieldId('creditCard.cardholderName')}
        name="cardholderName"
        label="Cardholder Name"
        autoComplete="cc-name"
        maxLength={100}
        required
        value={values['creditCard.cardholderName']}
        error={errors['creditCard.cardholderName']}
        onChange={(e) => onChange('creditCard.cardholderName', e.target.value)}
      />
      {stripeCard ?? (
        <>
          <TextField
            id={fieldId('creditCard.cardNumber')}
            name="cardNumber"
            label="Card Number"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 5678 9012 3456"
            maxLength={19}
            required
            value={values['creditCard.cardNumber']}
            error={errors['creditCard.cardNumber']}
            onChange={(e) => onChange('creditCard.cardNumber', typed(e, formatCardNumber, /[^\d ]/g))}
          />
          <div className="apply-grid apply-grid--2 apply-grid--keep">
            <TextField
              id={fieldId('creditCard.expiryDate')}
              name="expiryDate"
              label="Expiry Date"
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              maxLength={5}
              required
              hint="MM/YY"
              value={values['creditCard.expiryDate']}
              error={errors['creditCard.expiryDate']}
              onChange={(e) => onChange('creditCard.expiryDate', typed(e, formatExpiry, /[^\d/]/g))}
            />
            <TextField
              id={fieldId('creditCard.cvv')}
              name="cvv"
              label="CVV"
              autoComplete="cc-csc"
              inputMode="numeric"
              placeholder="123"
              maxLength={4}
              required
              hint="3 or 4 digits"
              value={values['creditCard.cvv']}
              error={errors['creditCard.cvv']}
              onChange={(e) => onChange('creditCard.cvv', e.target.value.replace(/\D/g, ''))}
            />
          </div>
        </>
      )}

      <div className="apply-switch">
        <p className="apply-switch__text">Not ready for a paid plan? The free listing needs no card.</p>
        <Button variant="outline" size="sm" onClick={onSwitchToFree}>
          Switch to Free Listing
        </Button>
      </div>
    </>
  );
}
