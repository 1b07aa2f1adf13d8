import { Alert, Button, Container, SelectField, TextAreaField, TextField, usePageTitle } from '@uwd/ui';
import { CONTACT_LIMITS, CONTACT_TYPE_LABELS, CONTACT_TYPES } from '@domain/contact/contact-message';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';
import { ContactPanels } from './contact/ContactPanels';
import { useContactForm } from './contact/useContactForm';
import './static-pages.css';
import './ContactPage.css';

export { CONTACT_EMAIL } from './contact/ContactPanels';
export { CONTACT_NETWORK_ERROR, CONTACT_SERVER_ERROR } from './contact/useContactForm';
export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";

export function ContactPage() {
  usePageTitle('Contact Us');
  const { values, errors, status, errorMessage, formRef, noticeRef, fieldId, update, focusField, onSubmit } = useContactForm();
  const isClaim = values.type === 'CLAIM_REQUEST';
  const submitting = status === 'submitting';

  return (
    <div className="contact-page">
      <header className="static-hero static-hero--compact">
        <Container>
          <p className="eyebrow eyebrow--light">Contact</p>
          <h1 className="static-hero__title">Get in Touch</h1>
          <p className="static-hero__lead">
            Questions about a vendor, your listing or the directory? Send us a note. A real person in Greenville reads
            every message.
          </p>
        </Container>
      </header>

      <Container className="contact-layout">
        <section className="contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-form-card__title">
            Send Us a Message
          </h2>
          <p className="contact-form-card__lead">
            Fields marked <span aria-hidden="true" className="field__required">*</span>
            <span className="visually-hidden">with an asterisk</span> are required.
          </p>

          <div ref={noticeRef} tabIndex={-1} className="contact-notice" data-testid="contact-notice">
            {status === 'success' && <Alert tone="success">{CONTACT_SUCCESS}</Alert>}
            {status === 'error' && <Alert tone="error">{errorMessage}</Alert>}
          </div>

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

            <div className="contact-form__row">
              <TextField
                id={fieldId('name')}
                name="name"
                label="Your Name"
                value={values.name}
                onChange={(e) => update('name', e.target.value)}
                error={errors.name}
                autoComplete="name"
                maxLength={CONTACT_LIMITS.name}
                required
              />
              <TextField
                id={fieldId('email')}
                name="email"
                type="email"
                label="Email Address"
                value={values.email}
                onChange={(e) => update('email', e.target.value)}
                error={errors.email}
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                required
              />
            </div>

            <div className="contact-form__row">
              <TextField
                id={fieldId('phone')}
                name="phone"
                type="tel"
                label="Phone"
                hint="Optional"
                value={values.phone}
                onChange={(e) => update('phone', e.target.value)}
                error={errors.phone}
                autoComplete="tel"
                maxLength={CONTACT_LIMITS.phone}
              />
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

            <div className="contact-form__actions">
              <Button type="submit" size="lg" loading={submitting}>
                {submitting ? 'Sending...' : 'Send Message'}
              </Button>
              <p className="contact-form__privacy">We only use your details to answer your message.</p>
            </div>
          </form>
        </section>

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

