import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callRoute, isApiError, requestFailureMessage } from '@uwd/api-client';
import type { CategorySlug } from '@domain/categories/category';
import { inquirySchema } from '@domain/inquiries/inquiry';
import { inquiryFormTokenRoute, submitInquiryRoute } from '@domain/inquiries/inquiry-api';
import { keepContactOf, readRememberedContact, rememberedBrowserHeaders } from './remembered-browser';

/** The server answered with an error we have no better words for, or the request failed. */
export const INQUIRY_SEND_FAILED = 'We could not send your message. Please try again.';

export type InquiryField = 'name' | 'email' | 'phone' | 'weddingDate' | 'guestCount' | 'budget' | 'message';
export const INQUIRY_FIELDS: readonly InquiryField[] = ['name', 'email', 'phone', 'weddingDate', 'guestCount', 'budget', 'message'];
export const inquiryFieldId = (name: InquiryField | 'dateUndecided' | 'website') => `inquiry-${name}`;

export interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  weddingDate: string;
  dateUndecided: boolean;
  guestCount: string;
  budget: string;
  message: string;
  /** The honeypot: hidden from people, filled only by bots. */
  website: string;
}

type FieldErrors = Partial<Record<InquiryField, string>>;
export interface InquirySent {
  delivery: 'confirm_email' | 'sent';
  /** Where a sent message went (issue 36): the owner, a listing without one (emailed or waiting); null until confirmed. */
  reach: 'owner' | 'listing' | 'waiting' | null;
  message: string;
  email: string;
  /** What was sent ('Also ask similar vendors' offers the same to others: issue 39 §4). */
  details: InquiryDetails;
  /** The form's token it was sent with (null: none could be fetched); the same details sent on carry it too. */
  formToken: string | null;
}

/** An inquiry's details as the couple sent them. */
export interface InquiryDetails {
  name: string;
  email: string;
  phone?: string;
  weddingDate?: string;
  dateUndecided: boolean;
  guestCount: number;
  budget: string;
  message: string;
}

const EMPTY: InquiryValues = { name: '', email: '', phone: '', weddingDate: '', dateUndecided: false, guestCount: '', budget: '', message: '', website: '' };

/** What the form may start with: the wedding date and guests the couple chose in a list (issue 36). */
export type InquiryStart = Partial<Pick<InquiryValues, 'weddingDate' | 'guestCount'>>;

/** The first values: a remembered browser's name and email (ADR 14), the list's date and guests. */
const startingValues = (initial: InquiryStart): InquiryValues => {
  const contact = readRememberedContact();
  return {
    ...EMPTY,
    ...(contact ? { name: contact.name, email: contact.email } : {}),
    ...(initial.weddingDate ? { weddingDate: initial.weddingDate } : {}),
    ...(initial.guestCount ? { guestCount: initial.guestCount } : {}),
  };
};

const isField = (key: unknown): key is InquiryField => typeof key === 'string' && (INQUIRY_FIELDS as readonly string[]).includes(key);

/** The form token the server signs as the form opens (the spam rules' minimum time); null when it could not be had. */
const fetchFormToken = (): Promise<string | null> =>
  callRoute(inquiryFormTokenRoute, { cache: 'no-store' }).then(
    (answer) => answer.formToken,
    () => null,
  );

/**
 * The inquiry form's state: values, a message per field from the shared `inquirySchema(category)` or the
 * server's 400, the honeypot and the form token asked for as the form opens (the server measures the spam
 * rules' minimum time from it), and the submit (with the remembered browser's header), ending in the
 * answer's own words. Without a token (the request failed) the message is still sent: an admin sees it.
 */
export function useInquiryForm({ vendorId, category, onSent, initial = {} }: { vendorId: string; category: CategorySlug; onSent: (sent: InquirySent) => void; initial?: InquiryStart }) {
  const [values, setValues] = useState<InquiryValues>(() => startingValues(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The server's signed time of the form's opening (asked for once mounted): it holds an inquiry sent implausibly fast.
  const formToken = useRef<Promise<string | null> | null>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    formToken.current ??= fetchFormToken();
  }, []);
  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  const set = <K extends keyof InquiryValues>(name: K, value: InquiryValues[K]) => {
    setValues((v) => ({ ...v, [name]: value, ...(name === 'dateUndecided' && value === true ? { weddingDate: '' } : {}) }));
    const field = name === 'dateUndecided' ? 'weddingDate' : name;
    if (isField(field)) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = INQUIRY_FIELDS.find((f) => next[f]);
    if (first) document.getElementById(inquiryFieldId(first))?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const parsed = inquirySchema(category).safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (isField(key) && !next[key]) next[key] = issue.message;
      }
      return showErrors(next);
    }
    const data = parsed.data;
    setErrors({});
    setSending(true);
    try {
      // A send quicker than the token's answer waits for it (and is held as too fast all the same).
      const token = await (formToken.current ?? Promise.resolve(null));
      const details: InquiryDetails = {
        name: data.name,
        email: data.email,
        ...(data.phone ? { phone: data.phone } : {}),
        ...(data.weddingDate ? { weddingDate: data.weddingDate } : {}),
        dateUndecided: data.dateUndecided,
        guestCount: data.guestCount,
        budget: data.budget,
        message: data.message,
      };
      const answer = await callRoute(submitInquiryRoute, {
        params: { id: vendorId },
        body: { ...details, website: data.website, ...(token ? { formToken: token } : {}) },
        headers: rememberedBrowserHeaders(),
      });
      // Only the name and email the couple typed are kept, for this browser's next form (remembered-browser.ts).
      keepContactOf({ name: data.name, email: data.email }, answer.delivery);
      onSent({ delivery: answer.delivery, reach: answer.reach, message: answer.message, email: data.email, details, formToken: token });
    } catch (error) {
      const fields = isApiError(error) ? (error.apiError?.fields ?? {}) : {};
      const next: FieldErrors = {};
      for (const [key, message] of Object.entries(fields)) if (isField(key)) next[key] = message;
      if (Object.keys(next).length > 0) showErrors(next);
      // A field the form does not show (formToken: 'Please reload the page and try again') speaks for itself.
      else setFormError(requestFailureMessage(error, Object.values(fields)[0] ?? INQUIRY_SEND_FAILED));
    } finally {
      setSending(false);
    }
  };

  return { values, errors, formError, sending, formErrorRef, set, onSubmit };
}
