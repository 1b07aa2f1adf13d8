import { Alert, Button, SelectField, TextAreaField } from '@uwd/ui';
import { CATEGORY_LABELS } from '@domain/categories/category';
import { INQUIRY_LIMITS } from '@domain/inquiries/inquiry';
import { categoryBudgetLabel, sendToVendorsLabel } from '@domain/inquiries/inquiry-batch-words';
import { budgetRangesFor } from '@domain/inquiries/inquiry-options';
import { FormNotice, RequiredFieldsNote } from '../form-page/FormPage';
import { NameEmailRow, PhoneField } from '../form-page/ContactFields';
import type { InquiryStart } from '../inquiries/useInquiryForm';
import { WeddingFields } from '../inquiries/WeddingFields';
import { batchFieldId as fieldId, useShortlistMessageForm, type BatchSent, type BatchVendor, type BatchValues } from './useShortlistMessageForm';

export interface ShortlistMessageFormProps {
  vendors: readonly BatchVendor[];
  /** The wedding date and guests carried from the shortlist's URL. */
  initial?: InquiryStart;
  /** The wedding date as typed, for the vendor list's 'marked as unavailable' flags. */
  onDateChange?: (date: string) => void;
  onSent: (sent: BatchSent) => void;
}

/**
 * One message to the chosen vendors (issue 39 §3): the single inquiry form's fields and components
 * (InquiryForm), with a budget per category of the chosen vendors, checked with the API's own schema.
 */
export function ShortlistMessageForm({ vendors, initial, onDateChange, onSent }: ShortlistMessageFormProps) {
  const { values, errors, formError, sending, formErrorRef, categories, set, setBudget, onSubmit } = useShortlistMessageForm({ vendors, onSent, ...(initial ? { initial } : {}) });
  const messageLength = values.message.trim().length;
  const contactFields = { fieldId, values, errors, onChange: set };
  const setDate = <K extends 'weddingDate' | 'dateUndecided'>(name: K, value: BatchValues[K]) => {
    set(name, value);
    if (name === 'weddingDate') onDateChange?.(String(value));
    if (name === 'dateUndecided') onDateChange?.(value ? '' : values.weddingDate);
  };

  return (
    <form className="inquiry-form" noValidate onSubmit={onSubmit} aria-labelledby="batch-form-title" aria-busy={sending} data-testid="shortlist-message-form">
      <h2 id="batch-form-title" className="form-card__title">
        Your wedding and your question
      </h2>
      <RequiredFieldsNote className="form-card__lead">Each vendor gets its own copy and answers you by email. </RequiredFieldsNote>

      <FormNotice noticeRef={formErrorRef}>{formError && <Alert tone="error">{formError}</Alert>}</FormNotice>

      <NameEmailRow {...contactFields} nameMaxLength={INQUIRY_LIMITS.name} />
      <WeddingFields fieldId={fieldId} values={values} errors={errors} onChange={(name, value) => (name === 'weddingDate' ? setDate(name, value) : set(name, value))} onUndecided={(undecided) => setDate('dateUndecided', undecided)} beside={<PhoneField {...contactFields} maxLength={INQUIRY_LIMITS.phone} />} />

      <div className={categories.length > 1 ? 'form-row' : undefined}>
        {categories.map((category) => (
          <SelectField
            key={category}
            id={fieldId(`budgets.${category}`)}
            name={`budgets.${category}`}
            label={categories.length > 1 ? categoryBudgetLabel(CATEGORY_LABELS[category]) : 'Budget'}
            required
            value={values.budgets[category] ?? ''}
            error={errors[`budgets.${category}`]}
            onChange={(e) => setBudget(category, e.target.value)}
          >
            <option value="">Choose a range</option>
            {budgetRangesFor(category).map((r) => (
              <option key={r.code} value={r.code}>
                {r.label}
              </option>
            ))}
          </SelectField>
        ))}
      </div>

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
        error={errors.message}
        onChange={(e) => set('message', e.target.value)}
      />

      {/* The honeypot: people never see it; a bot that fills it is held for an admin without being told. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={fieldId('website')}>Website</label>
        <input id={fieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => set('website', e.target.value)} />
      </div>

      <div className="form-actions">
        <Button type="submit" size="lg" loading={sending}>
          {sending ? 'Sending...' : sendToVendorsLabel(vendors.length)}
        </Button>
        <p className="form-actions__note form-actions__note--muted">We pass your details to these vendors only, to answer you.</p>
      </div>
    </form>
  );
}
