import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callRoute, isApiError, requestFailureMessage } from '@uwd/api-client';
import type { CategorySlug } from '@domain/categories/category';
import { inquiryFormTokenRoute } from '@domain/inquiries/inquiry-api';
import { inquiryBatchSchema, submitInquiryBatchRoute } from '@domain/inquiries/inquiry-batch-api';
import { INQUIRY_SEND_FAILED, type InquiryStart } from '../inquiries/useInquiryForm';
import { keepContactOf, readRememberedContact, rememberedBrowserHeaders } from '../inquiries/remembered-browser';

/** The contact fields the multi-send shares with the single form, and a budget per category. */
export type BatchField = 'name' | 'email' | 'phone' | 'weddingDate' | 'guestCount' | 'message' | `budgets.${CategorySlug}`;
export const batchFieldId = (name: BatchField | 'dateUndecided' | 'website') => `batch-${name.replace('.', '-')}`;

export interface BatchValues {
  name: string;
  email: string;
  phone: string;
  weddingDate: string;
  dateUndecided: boolean;
  guestCount: string;
  /** A budget range code per category of the chosen vendors ('' until chosen). */
  budgets: Partial<Record<CategorySlug, string>>;
  message: string;
  /** The honeypot: hidden from people, filled only by bots. */
  website: string;
}

/** A chosen vendor as the form needs it. */
export interface BatchVendor {
  _id: string;
  name: string;
  category: CategorySlug;
}

/** What the API did: every vendor with where its message went (null: waits for the emailed link). */
export interface BatchSent {
  delivery: 'confirm_email' | 'sent';
  message: string;
  email: string;
  vendors: Array<{ _id: string; name: string; slug: string; reach: 'owner' | 'listing' | 'waiting' | null }>;
}

type FieldErrors = Partial<Record<BatchField, string>>;

const CONTACT_ORDER: readonly BatchField[] = ['name', 'email', 'phone', 'guestCount', 'weddingDate'];

const fetchFormToken = (): Promise<string | null> =>
  callRoute(inquiryFormTokenRoute, { cache: 'no-store' }).then(
    (answer) => answer.formToken,
    () => null,
  );

/**
 * The multi-send form's state (issue 39 §3): the single form's contact fields and rules, a budget per
 * category of the chosen vendors, the same honeypot, form token and remembered browser, checked with the
 * API's own `inquiryBatchSchema` and sent to POST /api/inquiries/batch.
 */
export function useShortlistMessageForm({ vendors, onSent, initial = {} }: { vendors: readonly BatchVendor[]; onSent: (sent: BatchSent) => void; initial?: InquiryStart }) {
  const categories = [...new Set(vendors.map((v) => v.category))];
  const [values, setValues] = useState<BatchValues>(() => {
    const contact = readRememberedContact();
    return {
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      phone: '',
      weddingDate: initial.weddingDate ?? '',
      dateUndecided: false,
      guestCount: initial.guestCount ?? '',
      budgets: {},
      message: '',
      website: '',
    };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formToken = useRef<Promise<string | null> | null>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const fieldOrder: readonly BatchField[] = [...CONTACT_ORDER, ...categories.map((c) => `budgets.${c}` as const), 'message'];

  useEffect(() => {
    formToken.current ??= fetchFormToken();
  }, []);
  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  const clear = (field: BatchField) => setErrors(({ [field]: _cleared, ...rest }) => rest);
  const set = <K extends Exclude<keyof BatchValues, 'budgets'>>(name: K, value: BatchValues[K]) => {
    setValues((v) => ({ ...v, [name]: value, ...(name === 'dateUndecided' && value === true ? { weddingDate: '' } : {}) }));
    if (name !== 'website') clear(name === 'dateUndecided' ? 'weddingDate' : (name as BatchField));
  };
  const setBudget = (category: CategorySlug, code: string) => {
    setValues((v) => ({ ...v, budgets: { ...v.budgets, [category]: code } }));
    clear(`budgets.${category}`);
  };

  const isField = (key: string): key is BatchField => (fieldOrder as readonly string[]).includes(key);
  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = fieldOrder.find((f) => next[f]);
    if (first) document.getElementById(batchFieldId(first))?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    // Every chosen category's budget is asked for: one not chosen is '' (the schema's 'Please choose a budget range').
    const budgets = Object.fromEntries(categories.map((c) => [c, values.budgets[c] ?? '']));
    const parsed = inquiryBatchSchema().safeParse({ ...values, budgets, vendorIds: vendors.map((v) => v._id) });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        if (isField(key) && !next[key]) next[key] = issue.message;
        else if (!isField(key)) setFormError(issue.message);
      }
      return showErrors(next);
    }
    const { website, formToken: _none, ...data } = parsed.data;
    setErrors({});
    setSending(true);
    try {
      const token = await (formToken.current ?? Promise.resolve(null));
      const answer = await callRoute(submitInquiryBatchRoute, {
        body: {
          ...data,
          phone: data.phone ?? undefined,
          weddingDate: data.weddingDate ?? undefined,
          website,
          ...(token ? { formToken: token } : {}),
        },
        headers: rememberedBrowserHeaders(),
      });
      keepContactOf({ name: data.name, email: data.email }, answer.delivery);
      onSent({ delivery: answer.delivery, message: answer.message, email: data.email, vendors: answer.vendors });
    } catch (error) {
      const fields = isApiError(error) ? (error.apiError?.fields ?? {}) : {};
      const next: FieldErrors = {};
      for (const [key, message] of Object.entries(fields)) if (isField(key)) next[key] = message;
      if (Object.keys(next).length > 0) showErrors(next);
      else setFormError(requestFailureMessage(error, Object.values(fields)[0] ?? INQUIRY_SEND_FAILED));
    } finally {
      setSending(false);
    }
  };

  return { values, errors, formError, sending, formErrorRef, categories, set, setBudget, onSubmit };
}
