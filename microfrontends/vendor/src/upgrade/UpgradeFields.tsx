import { LockIcon, TextField } from '@uwd/ui';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';
import { REMINDER_DAYS_BEFORE_FIRST_PAYMENT, TRIAL_MONTHS, type TIER_PLANS } from '@domain/subscriptions/tiers';
import { dollars, formatCardNumber, formatExpiry, typed } from './card-format';
import type { UpgradeField } from './useUpgradeForm';

interface FieldsProps {
  /** id, value and error of one field. */
  bind: (path: UpgradeField) => { id: string; value: string; error: string | undefined };
  set: (path: UpgradeField, value: string) => void;
}

/** 'Your Business': the name and email the request is made for. */
export function BusinessFields({ bind, set }: FieldsProps) {
  return (
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
  );
}

/** 'Payment Details': the trial terms and the card (formatted as typed). */
export function PaymentFields({ bind, set, plan }: FieldsProps & { plan: (typeof TIER_PLANS)[keyof typeof TIER_PLANS] }) {
  return (
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
  );
}
