import { Alert, Button, SelectField } from '@uwd/ui';
import { CATEGORY_LABELS } from '@domain/categories/category';
import { INQUIRY_LIMITS } from '@domain/inquiries/inquiry';
import { categoryBudgetLabel, sendToVendorsLabel } from '@domain/inquiries/inquiry-batch-words';
import { budgetRangesFor } from '@domain/inquiries/inquiry-options';
import { FormNotice, RequiredFieldsNote } from '../form-page/FormPage';
import { NameEmailRow, PhoneField } from '../form-page/ContactFields';
import type { InquiryStart } from '../inquiries/useInquiryForm';
import { MessageFields, WeddingFields } from '../inquiries/WeddingFields';
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

      <MessageFields fieldId={fieldId} values={values} error={errors.message} onChange={set} />

      <div className="form-actions">
        <Button type="submit" size="lg" loading={sending}>
          {sending ? 'Sending...' : sendToVendorsLabel(vendors.length)}
        </Button>
        <p className="form-actions__note form-actions__note--muted">We pass your details to these vendors only, to answer you.</p>
      </div>
    </form>
  );
}
