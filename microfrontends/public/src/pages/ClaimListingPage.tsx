import { Alert, Button, Container, TextField, usePageTitle } from '@uwd/ui';
import { CONTACT_LIMITS } from '@domain/contact/contact-message';
import { TextAreaField } from './apply/fields';
import { ClaimAside, ClaimDone } from './claim/ClaimPanels';
import { fieldId, useClaimForm } from './claim/useClaimForm';
import './static-pages.css';
import './apply/done.css';
import './ClaimListingPage.css';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';

export { CLAIM_NETWORK_ERROR, CLAIM_SERVER_ERROR } from './claim/useClaimForm';

export function ClaimListingPage() {
  const { values, errors, formError, submitting, submittedTo, doneHeadingRef, formErrorRef, update, onSubmit, startOver } = useClaimForm();
  usePageTitle(submittedTo ? 'Claim Request Submitted' : 'Claim Your Listing');

  if (submittedTo) return <ClaimDone submittedTo={submittedTo} headingRef={doneHeadingRef} onStartOver={startOver} />;

  return (
    <div className="claim-page">
      <header className="static-hero static-hero--compact">
        <Container>
          <p className="eyebrow eyebrow--light">For Wedding Professionals</p>
          <h1 className="static-hero__title">Claim Your Listing</h1>
          <p className="static-hero__lead">
            Is your business already in the directory? Claim it to keep your details, photos and services up to date,
            and to answer the couples who find you here.
          </p>
        </Container>
      </header>

      <Container className="claim-layout">
        <section className="claim-card" aria-labelledby="claim-form-title">
          <h2 id="claim-form-title" className="claim-card__title">
            Request Ownership
          </h2>
          <p className="claim-card__lead">
            Fields marked <span aria-hidden="true" className="field__required">*</span>
            <span className="visually-hidden">with an asterisk</span> are required.
          </p>

          <div ref={formErrorRef} tabIndex={-1} className="claim-notice">
            {formError && <Alert tone="error">{formError}</Alert>}
          </div>

          <form noValidate onSubmit={onSubmit} aria-busy={submitting} data-testid="claim-form">
            <div className="claim-form__row">
              <TextField
                id={fieldId('name')}
                name="name"
                label="Your Name"
                autoComplete="name"
                maxLength={CONTACT_LIMITS.name}
                required
                value={values.name}
                error={errors.name}
                onChange={(e) => update('name', e.target.value)}
              />
              <TextField
                id={fieldId('email')}
                name="email"
                type="email"
                inputMode="email"
                label="Email Address"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                required
                value={values.email}
                error={errors.email}
                onChange={(e) => update('email', e.target.value)}
              />
            </div>
            <div className="claim-form__row">
              <TextField
                id={fieldId('phone')}
                name="phone"
                type="tel"
                label="Phone"
                hint="Optional"
                autoComplete="tel"
                maxLength={CONTACT_LIMITS.phone}
                value={values.phone}
                error={errors.phone}
                onChange={(e) => update('phone', e.target.value)}
              />
              <TextField
                id={fieldId('businessName')}
                name="businessName"
                label="Business Name"
                hint="As it appears in the directory."
                autoComplete="organization"
                maxLength={CONTACT_LIMITS.businessName}
                required
                value={values.businessName}
                error={errors.businessName}
                onChange={(e) => update('businessName', e.target.value)}
              />
            </div>
            <TextAreaField
              id={fieldId('message')}
              name="message"
              label="Message"
              hint="We've started it for you; edit it as you like."
              rows={7}
              maxLength={CONTACT_LIMITS.message}
              required
              value={values.message}
              error={errors.message}
              onChange={(e) => update('message', e.target.value)}
            />
            <div className="claim-form__actions">
              <Button type="submit" size="lg" loading={submitting}>
                {submitting ? 'Submitting...' : 'Submit Claim Request'}
              </Button>
              <p className="claim-form__note">We answer claim requests within 1-2 business days.</p>
            </div>
          </form>
        </section>

        <ClaimAside />
      </Container>
    </div>
  );
}

export default ClaimListingPage;
