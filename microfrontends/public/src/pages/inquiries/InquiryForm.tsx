import { Alert, Button, SelectField } from '@uwd/ui';
import type { CategorySlug } from '@domain/categories/category';
import { INQUIRY_LIMITS } from '@domain/inquiries/inquiry';
import { budgetRangesFor } from '@domain/inquiries/inquiry-options';
import { FormNotice, RequiredFieldsNote } from '../form-page/FormPage';
import { NameEmailRow, PhoneField } from '../form-page/ContactFields';
import { inquiryFieldId as fieldId, useInquiryForm, type InquirySent, type InquiryStart } from './useInquiryForm';
import { UnavailableDateNotice } from './UnavailableDateNotice';
import { MessageFields, WeddingFields } from './WeddingFields';

export interface InquiryFormProps {
  vendorId: string;
  vendorName: string;
  category: CategorySlug;
  /** What the form starts with: the wedding date and guests carried from a list (issue 36). */
  initial?: InquiryStart;
  /** The API took the message: the page shows its words instead of the form. */
  onSent: (sent: InquirySent) => void;
}

/**
 * 'Message {vendor name}': the couple's inquiry (POST /api/vendors/{id}/inquiries), checked with the same
 * `inquirySchema(category)` as the API, with a hidden honeypot field bots fill and people never see.
 */
export function InquiryForm({ vendorId, vendorName, category, initial, onSent }: InquiryFormProps) {
  const { values, errors, formError, sending, formErrorRef, set, onSubmit } = useInquiryForm({ vendorId, category, onSent, ...(initial ? { initial } : {}) });
  const contactFields = { fieldId, values, errors, onChange: set };

  return (
    <form className="inquiry-form" noValidate onSubmit={onSubmit} aria-labelledby="inquiry-form-title" aria-busy={sending} data-testid="inquiry-form">
      <h2 id="inquiry-form-title" className="form-card__title">
        Your wedding and your question
      </h2>
      <RequiredFieldsNote className="form-card__lead">{vendorName} answers by email. </RequiredFieldsNote>

      <FormNotice noticeRef={formErrorRef}>{formError && <Alert tone="error">{formError}</Alert>}</FormNotice>

      <NameEmailRow {...contactFields} nameMaxLength={INQUIRY_LIMITS.name} />
      <WeddingFields fieldId={fieldId} values={values} errors={errors} onChange={set} onUndecided={(undecided) => set('dateUndecided', undecided)} beside={<PhoneField {...contactFields} maxLength={INQUIRY_LIMITS.phone} />} />
      <UnavailableDateNotice vendorId={vendorId} vendorName={vendorName} date={values.dateUndecided ? '' : values.weddingDate} />

      <SelectField id={fieldId('budget')} name="budget" label="Budget" required value={values.budget} error={errors.budget} onChange={(e) => set('budget', e.target.value)}>
        <option value="">Choose a range</option>
        {budgetRangesFor(category).map((r) => (
          <option key={r.code} value={r.code}>
            {r.label}
          </option>
        ))}
      </SelectField>

      <MessageFields fieldId={fieldId} values={values} error={errors.message} onChange={set} />

      <div className="form-actions">
        <Button type="submit" size="lg" loading={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
        <p className="form-actions__note form-actions__note--muted">We pass your details to {vendorName} only, to answer you.</p>
      </div>
    </form>
  );
}
