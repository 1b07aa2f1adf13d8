import type { ReactNode } from 'react';
import { cx, LockIcon, TextField } from '@uwd/ui';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';
import { REMINDER_DAYS_BEFORE_FIRST_PAYMENT, TRIAL_MONTHS, type TIER_PLANS } from '@domain/subscriptions/tiers';
import type { CardOnFileDto } from '@domain/billing/billing-api';
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

const BRAND_NAMES: Record<CardOnFileDto['brand'], string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', card: 'Card' };

/** 'Use Visa •••• 4242': the card on file, as the choice reads. */
export const cardOnFileLabel = (card: CardOnFileDto) => `Use ${BRAND_NAMES[card.brand]} •••• ${card.last4}`;

interface PaymentProps extends FieldsProps {
  plan: (typeof TIER_PLANS)[keyof typeof TIER_PLANS];
  /** The free trial applies (a listing's first paid plan); otherwise the card pays when the change is confirmed. */
  trial: boolean;
  /** The card on file: offered first ('Use Visa •••• 4242'), with 'Use another card' opening the fields. */
  cardOnFile: CardOnFileDto | null;
  useOther: boolean;
  onUseOther: (useOther: boolean) => void;
  /** A card the processor refused (issue 37: told on the payment block). */
  error: string | undefined;
  /** Stripe mode: Stripe's own card field, in place of SPEC's card fields. */
  newCardBlock?: ReactNode;
}

/** 'Payment Details': the trial terms and the card on file or a new card (formatted as typed). */
export function PaymentFields({ bind, set, plan, trial, cardOnFile, useOther, onUseOther, error, newCardBlock }: PaymentProps) {
  const newCard = !cardOnFile || useOther;
  return (
    <section className="vu-section vu-section--payment" aria-labelledby="upgrade-payment-title" data-testid="upgrade-payment">
      <h2 id="upgrade-payment-title" className="vu-section__title">
        Payment Details
      </h2>
      <div className="vu-trial">
        <span className="vu-trial__icon" aria-hidden="true">
          <LockIcon size={20} />
        </span>
        {trial ? (
          <p>
            <strong>Your card will not be charged during your {TRIAL_MONTHS}-month free trial.</strong> We'll email you{' '}
            {REMINDER_DAYS_BEFORE_FIRST_PAYMENT} days before your first payment. Then {dollars(plan.introMonthlyCents)}/month, billed monthly and locked
            for your first year. Cancel any time.
          </p>
        ) : (
          <p>
            <strong>Your card pays when you confirm.</strong> Billed monthly, with a receipt each time. Cancel any time; your listing stays in the
            directory.
          </p>
        )}
      </div>
      {cardOnFile && (
        <fieldset className="vu-cards">
          <legend className="visually-hidden">Card</legend>
          <div className={cx('vu-cards__option', !useOther && 'vu-cards__option--checked')}>
            <input id="upgrade-card-on-file" type="radio" name="cardChoice" checked={!useOther} onChange={() => onUseOther(false)} aria-describedby="upgrade-card-on-file-exp" />
            <label htmlFor="upgrade-card-on-file">{cardOnFileLabel(cardOnFile)}</label>
            <span id="upgrade-card-on-file-exp" className="vu-cards__exp">
              expires {String(cardOnFile.expMonth).padStart(2, '0')}/{String(cardOnFile.expYear).slice(-2)}
            </span>
          </div>
          <div className={cx('vu-cards__option', useOther && 'vu-cards__option--checked')}>
            <input id="upgrade-card-other" type="radio" name="cardChoice" checked={useOther} onChange={() => onUseOther(true)} />
            <label htmlFor="upgrade-card-other">Use another card</label>
          </div>
        </fieldset>
      )}
      {newCard && (newCardBlock ?? <CardFields bind={bind} set={set} />)}
      {error && (
        <p role="alert" className="vu-payment-error">
          {error}
        </p>
      )}
    </section>
  );
}

/** SPEC.md §5's card fields. */
function CardFields({ bind, set }: FieldsProps) {
  return (
    <div className="vu-cardfields">
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
    </div>
  );
}
