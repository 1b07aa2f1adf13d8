import { Alert, Button, Container, TextField, usePageTitle } from '@uwd/ui';
import { CONTACT_LIMITS } from '@domain/contact/contact-message';
import { TextAreaField } from './apply/fields';
import { ClaimAside, ClaimDone } from './claim/ClaimPanels';
import { fieldId, useClaimForm } from './claim/useClaimForm';
import { FormCard, FormNotice, FormPageHero } from './form-page/FormPage';
import { NameEmailRow, PhoneField } from './form-page/ContactFields';
import './apply/done.css';
import './ClaimListingPage.css';

export { CLAIM_NETWORK_ERROR, CLAIM_SERVER_ERROR } from './claim/useClaimForm';

export function ClaimListingPage() {
  const { values, errors, formError, submitting, submittedTo, doneHeadingRef, formErrorRef, update, onSubmit, startOver } = useClaimForm();
  usePageTitle(submittedTo ? 'Claim Request Submitted' : 'Claim Your Listing');

  if (submittedTo) return <ClaimDone submittedTo={submittedTo} headingRef={doneHeadingRef} onStartOver={startOver} />;

  const contactFields = { fieldId, values, errors, onChange: update };
  return (
    <div className="claim-page">
      <FormPageHero eyebrow="For Wedding Professionals" title="Claim Your Listing">
        Is your business already in the directory? Claim it to keep your details, photos and services up to date,
        and to answer the couples who find you here.
      </FormPageHero>

      <Container className="form-page-layout form-page-layout--aside">
        <FormCard titleId="claim-form-title" title="Request Ownership">
          <FormNotice noticeRef={formErrorRef}>{formError && <Alert tone="error">{formError}</Alert>}</FormNotice>

          <form noValidate onSubmit={onSubmit} aria-busy={submitting} data-testid="claim-form">
            <NameEmailRow {...contactFields} nameMaxLength={CONTACT_LIMITS.name} />
            <div className="form-row">
              <PhoneField {...contactFields} maxLength={CONTACT_LIMITS.phone} />
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
            <div className="form-actions">
              <Button type="submit" size="lg" loading={submitting}>
                {submitting ? 'Submitting...' : 'Submit Claim Request'}
              </Button>
              <p className="form-actions__note form-actions__note--sm">We answer claim requests within 1-2 business days.</p>
            </div>
          </form>
        </FormCard>

        <ClaimAside />
      </Container>
    </div>
  );
}

export default ClaimListingPage;
