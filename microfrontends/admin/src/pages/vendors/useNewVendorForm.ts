import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { createAdminVendor, isApiError, type AdminVendor } from '@uwd/api-client';
import { useNotice } from '@uwd/ui';
import { CREATE_FIELD_ORDER, CREATE_PATH_OF, EMPTY_CREATE, createFieldId, validateCreate, type CreateValues } from './vendor-form';
import { useVendorFieldErrors } from './VendorFields';
import { apiMessage } from './vendor-labels';
import './vendors.css';

export const CREATE_FAILED = 'Failed to create vendor. Please try again.';

/**
 * The Add New Vendor form's state: the values, the shared schema's messages (the server's too), the create
 * request with its failure notice, and the created listing for the summary ('Add another' starts over).
 */
export function useNewVendorForm() {
  const [values, setValues] = useState<CreateValues>(EMPTY_CREATE);
  const { errors, setErrors, showErrors, clearError, registerDescription } = useVendorFieldErrors(createFieldId, CREATE_FIELD_ORDER);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<AdminVendor | null>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const notice = useNotice();

  useEffect(() => {
    if (formError) formErrorRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [formError]);

  const set = <K extends keyof CreateValues>(key: K, value: CreateValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(CREATE_PATH_OF[key]);
  };
  const setDescription = useCallback(
    (html: string) => {
      setValues((v) => (v.description === html ? v : { ...v, description: html }));
      clearError('description');
    },
    [clearError],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const result = validateCreate(values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setSending(true);
    try {
      const vendor = await createAdminVendor(result.body);
      setCreated(vendor);
      window.scrollTo({ top: 0 });
    } catch (error) {
      const fields = isApiError(error) && error.status === 400 ? error.apiError?.fields : undefined;
      const hasFields = Boolean(fields && Object.keys(fields).length > 0);
      if (fields && hasFields) showErrors(fields);
      // The field messages say what is wrong; otherwise the server's reason (e.g. an unknown category).
      const reason = hasFields ? null : apiMessage(error);
      setFormError(reason ? `${CREATE_FAILED} ${reason}` : CREATE_FAILED);
      notice.error(CREATE_FAILED);
    } finally {
      setSending(false);
    }
  };

  const addAnother = () => {
    setCreated(null);
    setValues(EMPTY_CREATE);
    setErrors({});
    setFormError(null);
    window.scrollTo({ top: 0 });
  };

  return { values, errors, sending, formError, created, formErrorRef, notice, registerDescription, set, setDescription, submit, addAnother };
}
