import type { ReactNode } from 'react';
import { TextField } from '@uwd/ui';
import { INQUIRY_LIMITS, UNDECIDED_DATE_LABEL } from '@domain/inquiries/inquiry';

type WeddingField = 'guestCount' | 'weddingDate' | 'dateUndecided';
interface WeddingValues {
  guestCount: string;
  weddingDate: string;
  dateUndecided: boolean;
}

export interface WeddingFieldsProps {
  fieldId: (name: WeddingField) => string;
  values: WeddingValues;
  errors: Partial<Record<'guestCount' | 'weddingDate', string>>;
  onChange: (name: 'guestCount' | 'weddingDate', value: string) => void;
  onUndecided: (undecided: boolean) => void;
  /** The field beside the guest count (the phone). */
  beside: ReactNode;
}

/**
 * The wedding's guest count, date and 'We haven't picked a date yet', as the single inquiry form and the
 * multi-send form (issue 39) both ask them.
 */
export function WeddingFields({ fieldId, values, errors, onChange, onUndecided, beside }: WeddingFieldsProps) {
  return (
    <>
      <div className="form-row">
        {beside}
        <TextField
          id={fieldId('guestCount')}
          name="guestCount"
          type="number"
          inputMode="numeric"
          min={1}
          max={INQUIRY_LIMITS.guestsMax}
          step={1}
          label="Guest Count"
          required
          value={values.guestCount}
          error={errors.guestCount}
          onChange={(e) => onChange('guestCount', e.target.value)}
        />
      </div>

      <div className="form-row inquiry-form__row--date">
        <TextField
          id={fieldId('weddingDate')}
          name="weddingDate"
          type="date"
          label="Wedding Date"
          required={!values.dateUndecided}
          disabled={values.dateUndecided}
          value={values.weddingDate}
          error={errors.weddingDate}
          onChange={(e) => onChange('weddingDate', e.target.value)}
        />
        <div className="inquiry-form__undecided">
          <input id={fieldId('dateUndecided')} name="dateUndecided" type="checkbox" checked={values.dateUndecided} onChange={(e) => onUndecided(e.target.checked)} />
          <label htmlFor={fieldId('dateUndecided')}>{UNDECIDED_DATE_LABEL}</label>
        </div>
      </div>
    </>
  );
}
