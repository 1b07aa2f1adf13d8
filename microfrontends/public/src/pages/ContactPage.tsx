import { Alert, Button, Container, SelectField, TextAreaField, TextField, usePageTitle } from '@uwd/ui';
import { CONTACT_LIMITS, CONTACT_TYPE_LABELS, CONTACT_TYPES } from '@domain/contact/contact-message';
import { ContactPanels } from './contact/ContactPanels';
import { useContactForm } from './contact/useContactForm';
import { FormCard, FormNotice, FormPageHero } from './form-page/FormPage';
import { NameEmailRow, PhoneField } from './form-page/ContactFields';
import './ContactPage.css';

export { CONTACT_EMAIL } from './contact/ContactPanels';
export { CONTACT_NETWORK_ERROR, CONTACT_SERVER_ERROR } from './contact/useContactForm';
export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";

export function ContactPage() {
  usePageTitle('Contact Us');
  const { values, errors, status, errorMessage, formRef, noticeRef, fieldId, update, focusField, onSubmit } = useContactForm();
  const isClaim = values.type === 'CLAIM_REQUEST';
  const submitting = status === 'submitting';

  const contactFields = { fieldId, values, errors, onChange: update };
  return (
    <div className="contact-page">
      <FormPageHero eyebrow="Contact" title="Get in Touch">
        Questions about a vendor, your listing or the directory? Send us a note. A real person in Greenville reads
        every message.
      </FormPageHero>

      <Container className="form-page-layout form-page-layout--aside">
        <FormCard titleId="contact-form-title" title="Send Us a Message" className="contact-form-card">
          <FormNotice noticeRef={noticeRef} testId="contact-notice">
            {status === 'success' && <Alert tone="success">{CONTACT_SUCCESS}</Alert>}
            {status === 'error' && <Alert tone="error">{errorMessage}</Alert>}
          </FormNotice>

          <form ref={formRef} className="contact-form" onSubmit={onSubmit} aria-busy={submitting} data-testid="contact-form">
            <SelectField
              id={fieldId('type')}
              name="type"
              label="Inquiry Type"
              value={values.type}
              error={errors.type}
              onChange={(e) => update('type', e.target.value)}
              required
            >
              {CONTACT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {CONTACT_TYPE_LABELS[t]}
                </option>
              ))}
            </SelectField>

            {isClaim && (
              <TextField
                id={fieldId('businessName')}
                name="businessName"
                label="Business Name"
                value={values.businessName}
                onChange={(e) => update('businessName', e.target.value)}
                error={errors.businessName}
                hint="The name of the listing you would like to claim."
                autoComplete="organization"
                maxLength={CONTACT_LIMITS.businessName}
                required
              />
            )}

            <NameEmailRow {...contactFields} nameMaxLength={CONTACT_LIMITS.name} />

            <div className="form-row">
              <PhoneField {...contactFields} maxLength={CONTACT_LIMITS.phone} />
              <TextField
                id={fieldId('subject')}
                name="subject"
                label="Subject"
                value={values.subject}
                onChange={(e) => update('subject', e.target.value)}
                error={errors.subject}
                maxLength={CONTACT_LIMITS.subject}
                required
              />
            </div>

            <TextAreaField
              id={fieldId('message')}
              name="message"
              label="Message"
              value={values.message}
              error={errors.message}
              onChange={(e) => update('message', e.target.value)}
              maxLength={CONTACT_LIMITS.message}
              rows={6}
              required
            />

            <div className="form-actions">
              <Button type="submit" size="lg" loading={submitting}>
                {submitting ? 'Sending...' : 'Send Message'}
              </Button>
              <p className="form-actions__note">We only use your details to answer your message.</p>
            </div>
          </form>
        </FormCard>

        <ContactPanels
          onClaim={() => {
            update('type', 'CLAIM_REQUEST');
            focusField('type');
          }}
        />
      </Container>
    </div>
  );
}

