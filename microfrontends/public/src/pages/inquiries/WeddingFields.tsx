import type { ReactNode } from 'react';
import { TextAreaField, TextField } from '@uwd/ui';
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

export interface MessageFieldsProps {
  fieldId: (name: 'message' | 'website') => string;
  values: { message: string; website: string };
  error: string | undefined;
  onChange: (name: 'message' | 'website', value: string) => void;
}

/** The couple's message with its counter, and the honeypot beside it, as both inquiry forms ask them. */
export function MessageFields({ fieldId, values, error, onChange }: MessageFieldsProps) {
  const messageLength = values.message.trim().length;
  return (
    <>
      <TextAreaField
        id={fieldId('message')}
        name="message"
        label="Message"
        hint={`At least ${INQUIRY_LIMITS.messageMin} characters: what you are planning and what you would like to know.`}
        aside={`${messageLength.toLocaleString('en-US')} / ${INQUIRY_LIMITS.message.toLocaleString('en-US')}`}
        rows={7}
        maxLength={INQUIRY_LIMITS.message}
        required
        value={values.message}
        error={error}
        onChange={(e) => onChange('message', e.target.value)}
      />

      {/* The honeypot: people never see it; a bot that fills it is held for an admin without being told. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={fieldId('website')}>Website</label>
        <input id={fieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => onChange('website', e.target.value)} />
      </div>
    </>
  );
}
