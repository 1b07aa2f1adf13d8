import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError, requestFailureMessage, submitClaimRequest } from '@uwd/api-client';
import { Alert, Button, ButtonLink, Container, ShieldCheckIcon, TextField, usePageTitle } from '@uwd/ui';
import { CONTACT_LIMITS, claimMessageTemplate, claimSubject, firstClaimError } from '@domain/contact/contact-message';
import { TextAreaField } from './apply/fields';
import { CheckMarkIcon } from './apply/icons';
import './static-pages.css';
import './apply/done.css';
import './ClaimListingPage.css';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';

/** SPEC §8: the server answered with an error / the request itself failed. */
export const CLAIM_SERVER_ERROR = 'Failed to submit claim request';
export const CLAIM_NETWORK_ERROR = 'An error occurred. Please try again.';

type FieldName = 'name' | 'email' | 'phone' | 'businessName' | 'message';
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELDS: FieldName[] = ['name', 'email', 'phone', 'businessName', 'message'];
const fieldId = (name: FieldName) => `claim-${name}`;

const initialValues = (businessName: string): Values => ({
  name: '',
  email: '',
  phone: '',
  businessName,
  message: claimMessageTemplate(businessName.trim()),
});

export function ClaimListingPage() {
  const [searchParams] = useSearchParams();
  const prefill = (searchParams.get('business') ?? '').slice(0, CONTACT_LIMITS.businessName);
  const [values, setValues] = useState<Values>(() => initialValues(prefill));
  // The message follows the business name until the visitor edits the message themselves.
  const [messageEdited, setMessageEdited] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submittedTo, setSubmittedTo] = useState<{ email: string; businessName: string } | null>(null);
  const doneHeadingRef = useRef<HTMLHeadingElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const focusAfterReset = useRef(false);
  usePageTitle(submittedTo ? 'Claim Request Submitted' : 'Claim Your Listing');

  useEffect(() => {
    if (submittedTo) {
      window.scrollTo({ top: 0 });
      doneHeadingRef.current?.focus();
    } else if (focusAfterReset.current) {
      focusAfterReset.current = false;
      document.getElementById(fieldId('name'))?.focus();
    }
  }, [submittedTo]);

  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  const update = (name: FieldName, value: string) => {
    setValues((v) => {
      const next = { ...v, [name]: value };
      if (name === 'businessName' && !messageEdited) next.message = claimMessageTemplate(value.trim());
      return next;
    });
    if (name === 'message') setMessageEdited(true);
    setErrors((e) => (e[name] ? {} : e));
  };

  const focusField = (name: FieldName) => document.getElementById(fieldId(name))?.focus();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    // The spec's order: name, email, business name, message, then the email pattern; one message at a time.
    const first = firstClaimError(values);
    if (first) {
      const field = first.field as FieldName;
      setErrors({ [field]: first.message });
      if (FIELDS.includes(field)) focusField(field);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await submitClaimRequest({ ...values, subject: claimSubject(values.businessName.trim()) });
      setSubmittedTo({ email: values.email.trim(), businessName: values.businessName.trim() });
    } catch (error) {
      if (isApiError(error)) {
        const fields = error.apiError?.fields ?? {};
        const next: FieldErrors = {};
        for (const [key, message] of Object.entries(fields)) if (FIELDS.includes(key as FieldName)) next[key as FieldName] = message;
        setErrors(next);
        setFormError(requestFailureMessage(error, CLAIM_SERVER_ERROR));
      } else {
        setFormError(CLAIM_NETWORK_ERROR);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const startOver = () => {
    setValues(initialValues(''));
    setMessageEdited(false);
    setErrors({});
    setFormError(null);
    focusAfterReset.current = true;
    setSubmittedTo(null);
  };

  if (submittedTo) {
    return (
      <div className="done-page">
        <Container size="narrow">
          <section className="done-card" aria-labelledby="claim-done-title" data-testid="claim-success">
            <span className="done-card__icon" aria-hidden="true">
              <CheckMarkIcon size={34} />
            </span>
            <h1 id="claim-done-title" ref={doneHeadingRef} tabIndex={-1} className="done-card__title">
              Claim Request Submitted!
            </h1>
            <p className="done-card__lead">
              Thank you. We'll verify that <strong>{submittedTo.businessName}</strong> is yours and get back to you at{' '}
              <strong className="done-card__email">{submittedTo.email}</strong> within 1-2 business days.
            </p>
            <div className="button-row button-row--center done-card__actions">
              <Button size="lg" onClick={startOver}>
                Submit Another Request
              </Button>
              <ButtonLink to="/" variant="outline" size="lg">
                Return Home
              </ButtonLink>
            </div>
          </section>
        </Container>
      </div>
    );
  }

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

        <aside className="claim-aside" aria-label="About claiming">
          <section className="claim-panel">
            <span className="claim-panel__icon" aria-hidden="true">
              <ShieldCheckIcon size={22} />
            </span>
            <div>
              <h2 className="claim-panel__title">How claiming works</h2>
              <ol className="claim-panel__steps">
                <li>Send this request with the business name as it appears in the directory.</li>
                <li>We verify that the business is yours, usually within 1-2 business days.</li>
                <li>We email you a secure login link to your vendor dashboard.</li>
              </ol>
            </div>
          </section>
          <section className="claim-panel claim-panel--soft">
            <div>
              <h2 className="claim-panel__title">Not the right page?</h2>
              <ul className="claim-panel__links">
                <li>
                  Not listed yet? <Link to="/apply">Apply to list your business</Link>
                </li>
                <li>
                  Already claimed your listing? <Link to="/login">Log in</Link>
                </li>
              </ul>
            </div>
          </section>
        </aside>
      </Container>
    </div>
  );
}

export default ClaimListingPage;
