import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { bulkClearFilters, deleteAdminVendor, isApiError, setVendorFilterIds, updateAdminVendor, type AdminVendor, type SeoFilter } from '@uwd/api-client';
import { Alert, Button, SelectField, TextField } from '@uwd/ui';
import { VENDOR_PROFILE_LIMITS } from '@domain/listings/vendor-profile';
import { Dialog } from '../../components/Dialog';
import { EDIT_FIELD_ORDER, editValuesFrom, STATE_NAMES, US_STATES, validateEdit, type EditValues } from './vendor-form';
import { CapacityField, ContactFields, DescriptionField, PriceFields, StreetAddressField, TaglineField, useVendorFieldErrors, YearEstablishedField } from './VendorFields';
import { VendorFilterTicks, groupCategoryFilters } from './VendorFilterTicks';
import { VendorPlanSection, usePlanCancel } from './VendorPlanSection';
import { VENDOR_UPDATE_FAILED, apiMessage } from './vendor-labels';

interface VendorEditDialogProps {
  vendor: AdminVendor;
  /** Every SEO filter (listAdminFilters), or null when they could not be loaded (the filters are then left alone). */
  filters: SeoFilter[] | null;
  /** Cancel; `changed` when something was saved on the way (a cancelled plan), so the list reloads. */
  onClose: (changed: boolean) => void;
  onSaved: (message: string) => void;
  onDeleted: (message: string) => void;
  /** Where the focus goes on closing (the row's Edit button). */
  returnFocus?: HTMLElement | null;
}

const fieldId = (path: string) => `ve-${path}`;

export { groupCategoryFilters } from './VendorFilterTicks';

export function VendorEditDialog({ vendor, filters, onClose, onSaved, onDeleted, returnFocus }: VendorEditDialogProps) {
  const [values, setValues] = useState<EditValues>(() => editValuesFrom(vendor));
  const { errors, setErrors, showErrors, clearError, registerDescription } = useVendorFieldErrors(fieldId, EDIT_FIELD_ORDER);
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(vendor.filters?.map((f) => f.filter._id) ?? []));
  const [busy, setBusy] = useState<null | 'save' | 'delete' | 'cancel-plan'>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { tier, planNote, cancelPlan } = usePlanCancel({ vendor, busy, setBusy });
  const nameRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const groups = useMemo(() => (filters ? groupCategoryFilters(filters, vendor.category?._id) : []), [filters, vendor.category?._id]);
  const shownIds = useMemo(() => new Set(groups.flatMap((g) => g.filters.map((f) => f._id))), [groups]);
  const tickedShown = [...ticked].filter((id) => shownIds.has(id));

  useEffect(() => {
    if (formError) alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [formError]);

  const set = <K extends keyof EditValues>(key: K, value: EditValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(key);
  };
  const setDescription = useCallback(
    (html: string) => {
      setValues((v) => (v.description === html ? v : { ...v, description: html }));
      clearError('description');
    },
    [clearError],
  );

  const toggleFilter = (id: string, on: boolean) =>
    setTicked((t) => {
      const next = new Set(t);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = validateEdit(values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy('save');
    try {
      await updateAdminVendor(vendor._id, result.body);
    } catch (error) {
      const fields = isApiError(error) && error.status === 400 ? error.apiError?.fields : undefined;
      if (fields && Object.keys(fields).length > 0) showErrors(fields);
      setFormError(VENDOR_UPDATE_FAILED);
      setBusy(null);
      return;
    }
    // Filters that could not be loaded are left as they are.
    if (filters) {
      try {
        // Exactly the ticked filters of the vendor's category; none ticked clears them all.
        if (tickedShown.length > 0) await setVendorFilterIds(vendor._id, tickedShown);
        else await bulkClearFilters([vendor._id]);
      } catch {
        setFormError(VENDOR_UPDATE_FAILED);
        setBusy(null);
        return;
      }
    }
    onSaved(`${result.body.name ?? vendor.name} was updated.`);
  };

  const remove = async () => {
    if (busy) return;
    if (!window.confirm(`Delete ${vendor.name}? The listing, its photos and its reviews are removed for good. This cannot be undone.`)) return;
    setBusy('delete');
    setFormError(null);
    try {
      await deleteAdminVendor(vendor._id);
      onDeleted(`${vendor.name} was deleted.`);
    } catch (error) {
      setFormError(apiMessage(error) ?? 'Failed to delete vendor. Please try again.');
      setBusy(null);
    }
  };

  /** An address field: its schema path is `location.{key}` (issue 36). */
  const bindLocation = (key: 'city' | 'county' | 'state' | 'zipCode') => ({
    id: fieldId(`location.${key}`),
    name: `location.${key}`,
    value: values[key],
    error: errors[`location.${key}`],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: e.target.value }));
      clearError(`location.${key}`);
    },
    disabled: busy !== null,
  });
  const bind = (key: 'name' | 'email' | 'phone' | 'website' | 'tagline' | 'startingPrice' | 'capacity' | 'yearEstablished' | 'streetAddress') => ({
    id: fieldId(key),
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    disabled: busy !== null,
  });

  const planChanged = tier !== vendor.subscriptionTier;
  const close = () => onClose(planChanged);

  return (
    <Dialog
      title={`Edit ${vendor.name}`}
      description={
        <>
          {vendor.category?.name ?? 'No category'} · {vendor.location?.formattedLocation || vendor.location?.city}
          {' · '}
          <Link to={`/vendors/${vendor.slug}`} target="_blank" rel="noopener noreferrer">
            View public page<span className="visually-hidden"> (opens in a new tab)</span>
          </Link>
        </>
      }
      onClose={close}
      busy={busy !== null}
      onSubmit={submit}
      initialFocus={nameRef}
      returnFocus={returnFocus}
      size="lg"
      testId="vendor-edit-dialog"
      footer={
        <>
          <Button variant="ghost" size="sm" className="avm-danger-link" onClick={() => void remove()} disabled={busy !== null} loading={busy === 'delete'}>
            Delete Vendor
          </Button>
          <span className="avm-footer-spacer" />
          <Button variant="ghost" onClick={close} disabled={busy !== null}>
            Cancel
          </Button>
          <Button type="submit" loading={busy === 'save'} disabled={busy !== null && busy !== 'save'}>
            {busy === 'save' ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <section className="avm-edit-section" aria-labelledby="ve-basics">
        <h3 id="ve-basics" className="avm-edit-section__title">
          Business Details
        </h3>
        <TextField {...bind('name')} ref={nameRef} label="Business Name" required maxLength={VENDOR_PROFILE_LIMITS.name} autoComplete="off" />
        <ContactFields email={bind('email')} phone={bind('phone')} website={bind('website')} />
        <TaglineField {...bind('tagline')} />
        <DescriptionField id={fieldId('description')} value={values.description} onChange={setDescription} error={errors.description} focusRef={registerDescription} />
        <StreetAddressField field={bind('streetAddress')} category={vendor.category?.slug} />
        <div className="avm-grid-2">
          <TextField {...bindLocation('city')} label="City" required autoComplete="off" />
          <TextField {...bindLocation('county')} label="County" required autoComplete="off" />
        </div>
        <div className="avm-grid-2">
          <SelectField {...bindLocation('state')} label="State">
            {US_STATES.map((s) => (
              <option key={s} value={s}>
                {s} · {STATE_NAMES[s]}
              </option>
            ))}
          </SelectField>
          <TextField {...bindLocation('zipCode')} label="ZIP Code" inputMode="numeric" maxLength={10} autoComplete="off" />
        </div>
        <PriceFields
          startingPrice={bind('startingPrice')}
          priceRange={{ id: fieldId('priceRange'), value: values.priceRange, error: errors.priceRange, disabled: busy !== null, onChange: (r) => set('priceRange', r) }}
        />
        <CapacityField field={bind('capacity')} category={vendor.category?.slug} />
        <YearEstablishedField {...bind('yearEstablished')} />
      </section>

      <VendorFilterTicks
        filters={filters}
        groups={groups}
        ticked={ticked}
        setTicked={setTicked}
        toggleFilter={toggleFilter}
        busy={busy}
        tickedShown={tickedShown}
        shownIds={shownIds}
      />


      <VendorPlanSection vendor={vendor} tier={tier} busy={busy} planNote={planNote} onCancelPlan={() => void cancelPlan()} />

      {formError && (
        <div ref={alertRef} className="avm-dialog-alert">
          <Alert tone="error">{formError}</Alert>
        </div>
      )}
    </Dialog>
  );
}
