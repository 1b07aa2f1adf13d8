import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError, requestFailureMessage, submitContactMessage } from '@uwd/api-client';
import { CONTACT_TYPES, contactMessageSchema, type ContactType } from '@domain/contact/contact-message';

/** SPEC §8: the server answered with an error. */
export const CONTACT_SERVER_ERROR = 'An error occurred while submitting your message.';
/** SPEC §8: the request itself failed (network, exception). */
export const CONTACT_NETWORK_ERROR = 'An error occurred while submitting your message. Please try again.';

export type FieldName = 'type' | 'businessName' | 'name' | 'email' | 'phone' | 'subject' | 'message';
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

/**
 * The contact form's state: values (the inquiry type from ?type=), field errors from the shared schema or the
 * server's 400, and the outcome of the submit (success, or the error to show, a 429's wait included).
 */
export function useContactForm() {
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
  const [seenType, setSeenType] = useState(queryType);
  if (queryType !== seenType) {
    setSeenType(queryType);
    if (isContactType(queryType) && values.type !== queryType) setValues({ ...values, type: queryType });
  }

  // Bring the outcome into view and to the screen reader's attention.
  useEffect(() => {
    if (status === 'success' || status === 'error') noticeRef.current?.focus();
  }, [status]);

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

  return { values, errors, status, errorMessage, formRef, noticeRef, fieldId, update, focusField, onSubmit };
}
