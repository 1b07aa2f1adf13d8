import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError, updateVendorProfile } from '@uwd/api-client';
import { firstInvalidField, profileFieldId, validateProfile, valuesFromVendor, type LocationKey, type ProfileErrors, type ProfileValues, type SocialKey } from './profile-form';

import type { ProfileFormProps } from './ProfileForm';

/** SPEC §8. */
export const PROFILE_SAVED = 'Profile updated successfully!';
export const PROFILE_SAVE_FAILED = 'Failed to update profile. Please try again.';

/**
 * The profile form's state: the values (from the stored listing), the shared schema's messages with the
 * first invalid field (or rich-text editor) focused, the category choice, and the save (the server's 400
 * fields shown, the failure in a notice).
 */
export function useProfileForm({ vendor, vendorId, categories, notice, onSaved, onCategoryChange }: Omit<ProfileFormProps, 'onCancel'>) {
  const [values, setValues] = useState<ProfileValues>(() => valuesFromVendor(vendor));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const editorFocus = useRef(new Map<string, () => void>());
  const [focusRequest, setFocusRequest] = useState<{ path: string; seq: number } | null>(null);

  // Entering edit mode puts the focus on the first field.
  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!focusRequest) return;
    const focusEditor = editorFocus.current.get(focusRequest.path);
    const target = document.getElementById(profileFieldId(focusRequest.path));
    target?.scrollIntoView({ block: 'center', behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    if (focusEditor) focusEditor();
    else target?.focus({ preventScroll: true });
  }, [focusRequest]);

  const showErrors = (next: ProfileErrors) => {
    setErrors(next);
    const first = firstInvalidField(next);
    if (first) setFocusRequest((r) => ({ path: first, seq: (r?.seq ?? 0) + 1 }));
  };

  const clearError = (path: string) => setErrors((e) => (e[path] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== path)) : e));

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(key);
  };
  const setSocial = (key: SocialKey, value: string) => {
    setValues((v) => ({ ...v, socialMedia: { ...v.socialMedia, [key]: value } }));
    clearError(`socialMedia.${key}`);
  };
  const setLocation = (key: LocationKey, value: string) => {
    setValues((v) => ({ ...v, location: { ...v.location, [key]: value } }));
    clearError(`location.${key}`);
  };
  /** A location field wired to its value, its message and its change. */
  const bindLocation = (key: LocationKey) => ({
    id: profileFieldId(`location.${key}`),
    name: key,
    value: values.location[key],
    error: errors[`location.${key}`],
    onChange: (e: { target: { value: string } }) => setLocation(key, e.target.value),
  });
  const setDescription = useCallback((html: string) => {
    setValues((v) => (v.description === html ? v : { ...v, description: html }));
    setErrors((e) => (e.description ? { ...e, description: undefined } : e));
  }, []);
  const setPricingNotes = useCallback((html: string) => {
    setValues((v) => (v.pricingNotes === html ? v : { ...v, pricingNotes: html }));
    setErrors((e) => (e.pricingNotes ? { ...e, pricingNotes: undefined } : e));
  }, []);
  const registerDescription = useCallback((focus: (() => void) | null) => {
    if (focus) editorFocus.current.set('description', focus);
    else editorFocus.current.delete('description');
  }, []);
  const registerPricingNotes = useCallback((focus: (() => void) | null) => {
    if (focus) editorFocus.current.set('pricingNotes', focus);
    else editorFocus.current.delete('pricingNotes');
  }, []);

  // The stored category stays selectable even when the category list could not be loaded.
  const categoryOptions = categories.length > 0 ? categories : vendor.category ? [{ _id: vendor.category._id, name: vendor.category.name, slug: vendor.category.slug }] : [];
  const onCategory = (id: string) => {
    set('category', id);
    const slug = categoryOptions.find((c) => c._id === id)?.slug;
    if (slug) onCategoryChange(slug);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const result = validateProfile(values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await updateVendorProfile(vendorId, result.body);
      notice.success(PROFILE_SAVED);
      onSaved(saved);
    } catch (error) {
      notice.error(PROFILE_SAVE_FAILED);
      const fields = isApiError(error) && error.status === 400 ? error.apiError?.fields : undefined;
      if (fields && Object.keys(fields).length > 0) showErrors(fields);
      setSaving(false);
    }
  };

  const bind = (key: 'name' | 'tagline' | 'email' | 'phone' | 'website' | 'startingPrice' | 'capacity' | 'yearEstablished' | 'streetAddress') => ({
    id: profileFieldId(key),
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  return { values, errors, saving, nameRef, set, setSocial, bindLocation, setDescription, setPricingNotes, registerDescription, registerPricingNotes, categoryOptions, onCategory, onSubmit, bind };
}
