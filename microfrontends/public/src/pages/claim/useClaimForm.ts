import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError, requestFailureMessage, submitClaimRequest } from '@uwd/api-client';
import { CONTACT_LIMITS, claimMessageTemplate, claimSubject, firstClaimError } from '@domain/contact/contact-message';

/** SPEC §8: the server answered with an error / the request itself failed. */
export const CLAIM_SERVER_ERROR = 'Failed to submit claim request';
export const CLAIM_NETWORK_ERROR = 'An error occurred. Please try again.';

export type FieldName = 'name' | 'email' | 'phone' | 'businessName' | 'message';

type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELDS: FieldName[] = ['name', 'email', 'phone', 'businessName', 'message'];
export const fieldId = (name: FieldName) => `claim-${name}`;

const initialValues = (businessName: string): Values => ({
  name: '',
  email: '',
  phone: '',
  businessName,
  message: claimMessageTemplate(businessName.trim()),
});

/**
 * The claim form's state: the values (the business name from ?business=, the message following it until
 * edited), one message at a time in the spec's order, and the submit (the server's 400 fields, a 429's
 * wait, or where the answer goes for the success screen).
 */
export function useClaimForm() {
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

  return { values, errors, formError, submitting, submittedTo, doneHeadingRef, formErrorRef, update, onSubmit, startOver };
}
