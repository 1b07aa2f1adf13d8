import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { createAdminVendor, isApiError, type AdminVendor, type Category } from '@uwd/api-client';
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
export function useNewVendorForm(categories: readonly Category[] = []) {
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
    // Another category has other style facts: the ticked ones belong to the one left.
    setValues((v) => ({ ...v, [key]: value, ...(key === 'category' && value !== v.category ? { filterIds: [] } : {}) }));
    clearError(CREATE_PATH_OF[key]);
  };
  const toggleFilter = (id: string, on: boolean) => {
    setValues((v) => ({ ...v, filterIds: on ? [...v.filterIds.filter((f) => f !== id), id] : v.filterIds.filter((f) => f !== id) }));
    clearError('filterIds');
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
    const result = validateCreate(values, categories.find((c) => c._id === values.category)?.slug);
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

  return { values, errors, sending, formError, created, formErrorRef, notice, registerDescription, set, setDescription, toggleFilter, submit, addAnother };
}
