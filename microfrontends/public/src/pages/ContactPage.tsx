import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError, requestFailureMessage, submitContactMessage } from '@uwd/api-client';
import { Alert, Button, Container, HeartIcon, MailIcon, MapPinIcon, SparkleIcon, cx, usePageTitle } from '@uwd/ui';
import {
  CONTACT_LIMITS,
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  contactMessageSchema,
  type ContactType,
} from '@domain/contact/contact-message';
import './static-pages.css';
import './ContactPage.css';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';

export const CONTACT_EMAIL = 'hello@upstateweddingdirectory.com';
export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";
/** SPEC §8: the server answered with an error. */
export const CONTACT_SERVER_ERROR = 'An error occurred while submitting your message.';
/** SPEC §8: the request itself failed (network, exception). */
export const CONTACT_NETWORK_ERROR = 'An error occurred while submitting your message. Please try again.';

type FieldName = 'type' | 'businessName' | 'name' | 'email' | 'phone' | 'subject' | 'message';
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;
type Status = 'idle' | 'submitting' | 'success' | 'error';

const FIELD_ORDER: FieldName[] = ['type', 'businessName', 'name', 'email', 'phone', 'subject', 'message'];

const isContactType = (value: string | null): value is ContactType =>
  value !== null && (CONTACT_TYPES as readonly string[]).includes(value);

const emptyValues = (type: ContactType): Values => ({
  type,
  businessName: '',
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
});

export function ContactPage() {
  usePageTitle('Contact Us');
  const [searchParams] = useSearchParams();
  const queryType = searchParams.get('type');
  const initialType: ContactType = isContactType(queryType) ? queryType : 'GENERAL_INQUIRY';

  const [values, setValues] = useState<Values>(() => emptyValues(initialType));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [errorMessage, setErrorMessage] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const fieldId = (name: FieldName) => `${idPrefix}-contact-${name}`;

  // A link to /contact?type=CLAIM_REQUEST (e.g. from the vendor hint below) switches the inquiry type.
  useEffect(() => {
    if (isContactType(queryType)) setValues((v) => (v.type === queryType ? v : { ...v, type: queryType }));
  }, [queryType]);

  // Bring the outcome into view and to the screen reader's attention.
  useEffect(() => {
    if (status === 'success' || status === 'error') noticeRef.current?.focus();
  }, [status]);

  const isClaim = values.type === 'CLAIM_REQUEST';

  const update = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
    if (status === 'success' || status === 'error') setStatus('idle');
  };

  const focusField = (name: FieldName) => {
    const el = formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(name))}`);
    el?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    // The browser's own `required` handling runs first (SPEC §5); the shared schema catches the rest.
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (typeof key === 'string' && FIELD_ORDER.includes(key as FieldName) && !next[key as FieldName]) {
          next[key as FieldName] = issue.message;
        }
      }
      setErrors(next);
      const first = FIELD_ORDER.find((f) => next[f]);
      if (first) focusField(first);
      return;
    }

    setErrors({});
    setStatus('submitting');
    try {
      const data = parsed.data;
      await submitContactMessage({
        type: data.type,
        name: data.name,
        email: data.email,
        phone: data.phone,
        subject: data.subject,
        message: data.message,
        businessName: data.businessName,
      });
      setValues(emptyValues(initialType));
      setStatus('success');
    } catch (error) {
      if (isApiError(error)) {
        const fields = error.apiError?.fields ?? {};
        const next: FieldErrors = {};
        for (const [key, message] of Object.entries(fields)) {
          if (FIELD_ORDER.includes(key as FieldName)) next[key as FieldName] = message;
        }
        setErrors(next);
        setErrorMessage(requestFailureMessage(error, CONTACT_SERVER_ERROR));
      } else {
        setErrorMessage(CONTACT_NETWORK_ERROR);
      }
      setStatus('error');
    }
  };

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
              onChange={(v) => update('type', v)}
              required
            >
              {CONTACT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {CONTACT_TYPE_LABELS[t]}
                </option>
              ))}
            </SelectField>

            {isClaim && (
              <InputField
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
              <InputField
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
              <InputField
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
              <InputField
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
              <InputField
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
              onChange={(v) => update('message', v)}
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

        <aside className="contact-panels" aria-label="Other ways to reach us">
          <Panel icon={<MapPinIcon size={22} />} title="Location">
            <p className="contact-panel__strong">Greenville, South Carolina</p>
            <p>Serving couples and wedding professionals across the Upstate.</p>
          </Panel>
          <Panel icon={<MailIcon size={22} />} title="Email">
            <p>
              <a className="contact-panel__strong contact-panel__email" href={`mailto:${CONTACT_EMAIL}`}>
                {/* Break after the @ rather than mid-word on narrow columns. */}
                {CONTACT_EMAIL.split('@')[0]}@<wbr />
                {CONTACT_EMAIL.split('@')[1]}
              </a>
            </p>
            <p>We usually reply within one business day.</p>
          </Panel>
          <Panel icon={<SparkleIcon size={22} />} title="For Wedding Vendors" tone="brand">
            <p>
              Already listed? Choose <strong>{CONTACT_TYPE_LABELS.CLAIM_REQUEST}</strong> as the inquiry type and we will
              verify and hand over your listing, usually within 1-2 business days.
            </p>
            <ul className="contact-panel__links">
              <li>
                <Link
                  to="/contact?type=CLAIM_REQUEST"
                  onClick={() => {
                    update('type', 'CLAIM_REQUEST');
                    focusField('type');
                  }}
                >
                  Claim your listing
                </Link>
              </li>
              <li>
                <Link to="/apply">Apply to list your business</Link>
              </li>
              <li>
                <Link to="/partner">Plans and pricing</Link>
              </li>
            </ul>
          </Panel>
          <Panel icon={<HeartIcon size={22} />} title="For Couples" tone="blush">
            <p>
              Looking for a vendor? Every listing has the vendor's phone, email and website, so you can reach them
              directly. Write to us if you need a recommendation or spot something out of date.
            </p>
            <ul className="contact-panel__links">
              <li>
                <Link to="/vendors">Browse all vendors</Link>
              </li>
            </ul>
          </Panel>
        </aside>
      </Container>
    </div>
  );
}

function Panel({ icon, title, tone, children }: { icon: ReactNode; title: string; tone?: 'brand' | 'blush'; children: ReactNode }) {
  return (
    <section className={cx('contact-panel', tone && `contact-panel--${tone}`)}>
      <span className="contact-panel__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="contact-panel__body">
        <h2 className="contact-panel__title">{title}</h2>
        {children}
      </div>
    </section>
  );
}

interface ControlProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}

function FieldShell({ id, label, error, hint, required, children }: Omit<ControlProps, 'value' | 'onChange' | 'name'> & { hint?: ReactNode; children: ReactNode }) {
  return (
    <div className={cx('field', error && 'field--invalid')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function SelectField({ id, name, label, value, error, required, onChange, children }: ControlProps & { children: ReactNode }) {
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <select
        id={id}
        name={name}
        className="field__input field__select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
    </FieldShell>
  );
}

function TextAreaField({ id, name, label, value, error, required, onChange, maxLength, rows }: ControlProps & { maxLength: number; rows: number }) {
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <textarea
        id={id}
        name={name}
        className="field__input field__textarea"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        maxLength={maxLength}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldShell>
  );
}

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * A labelled input that keeps the native `required` attribute (SPEC §5: the contact form relies on the
 * browser's own required handling), with hint and error wired to aria-describedby.
 */
function InputField({ id, label, error, hint, required, ...rest }: InputFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        className="field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
    </FieldShell>
  );
}
