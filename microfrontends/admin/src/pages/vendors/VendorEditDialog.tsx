import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  bulkClearFilters,
  cancelVendorSubscription,
  deleteAdminVendor,
  isApiError,
  setVendorFilterIds,
  updateAdminVendor,
  type AdminVendor,
  type SeoFilter,
} from '@uwd/api-client';
import { Alert, Button, CheckTile, TextField } from '@uwd/ui';
import { FILTER_KEYS, filterValueLabel, isFilterKey } from '@domain/filters/filter-catalogue';
import { VENDOR_PROFILE_LIMITS } from '@domain/listings/vendor-profile';
import { Dialog } from '../../components/Dialog';
import { EDIT_FIELD_ORDER, editValuesFrom, validateEdit, type EditValues } from './vendor-form';
import { ContactFields, DescriptionField, PriceFields, TaglineField, useVendorFieldErrors } from './VendorFields';
import { formatPlanDate } from '@domain/subscriptions/subscription';
import { NO_FILTERS_TEXT, TIER_LABELS, VENDOR_UPDATE_FAILED, apiMessage, filterKeyLabel } from './vendor-labels';

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

interface FilterGroup {
  key: string;
  label: string;
  filters: SeoFilter[];
}

/** The filters of one category, grouped by filter key (in catalogue order), each group by sort order. */
export function groupCategoryFilters(filters: readonly SeoFilter[], categoryId: string | undefined): FilterGroup[] {
  const groups = new Map<string, SeoFilter[]>();
  for (const f of filters) {
    if (!categoryId || f.category?._id !== categoryId) continue;
    const list = groups.get(f.filterKey) ?? [];
    list.push(f);
    groups.set(f.filterKey, list);
  }
  const order = (key: string) => (isFilterKey(key) ? FILTER_KEYS.indexOf(key) : FILTER_KEYS.length);
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([key, list]) => ({ key, label: filterKeyLabel(key), filters: list.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)) }));
}

const fieldId = (path: string) => `ve-${path}`;

/** Under a filter's name: its value when the name does not already say it, and whether its page is off. */
function filterNote(f: SeoFilter): string | undefined {
  const value = isFilterKey(f.filterKey) ? filterValueLabel(f.filterKey, f.filterValue) : f.filterValue;
  const parts = [f.name.toLowerCase().includes(value.toLowerCase()) ? null : value, f.isActive ? null : 'Landing page inactive'];
  return parts.filter(Boolean).join(' · ') || undefined;
}

/**
 * SPEC §2 edit modal and §4 'Vendor edit modal save': the basic fields, the SEO filters of the vendor's
 * category as checkboxes grouped by filter key, 'Clear All Filters', Cancel and 'Save Changes'. Save updates
 * the fields, then applies exactly the ticked filters (or clears them all when none is ticked), then closes.
 * Also: the plan, with 'Cancel subscription' for a paid one, and a (deliberately quiet) delete.
 */
export function VendorEditDialog({ vendor, filters, onClose, onSaved, onDeleted, returnFocus }: VendorEditDialogProps) {
  const [values, setValues] = useState<EditValues>(() => editValuesFrom(vendor));
  const { errors, setErrors, showErrors, clearError, registerDescription } = useVendorFieldErrors(fieldId, EDIT_FIELD_ORDER);
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(vendor.filters?.map((f) => f.filter._id) ?? []));
  const [busy, setBusy] = useState<null | 'save' | 'delete' | 'cancel-plan'>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [tier, setTier] = useState(vendor.subscriptionTier);
  const [planNote, setPlanNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
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

  const cancelPlan = async () => {
    if (busy) return;
    if (!window.confirm(`Cancel the ${TIER_LABELS[tier]} plan of ${vendor.name}? The listing goes back to the free Standard tier and stays in the directory.`)) return;
    setBusy('cancel-plan');
    setPlanNote(null);
    try {
      const res = await cancelVendorSubscription(vendor._id);
      setTier(res.tier ?? 'free');
      setPlanNote({ tone: 'success', text: res.message || 'The listing is back on the free Standard tier.' });
    } catch (error) {
      setPlanNote({ tone: 'error', text: apiMessage(error) ?? 'Failed to cancel the subscription. Please try again.' });
    } finally {
      setBusy(null);
    }
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

  const bind = (key: 'name' | 'email' | 'phone' | 'website' | 'tagline' | 'startingPrice') => ({
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
        <PriceFields
          startingPrice={bind('startingPrice')}
          priceRange={{ id: fieldId('priceRange'), value: values.priceRange, error: errors.priceRange, disabled: busy !== null, onChange: (r) => set('priceRange', r) }}
        />
      </section>

      <section className="avm-edit-section" aria-labelledby="ve-filters">
        <div className="avm-edit-section__head">
          <h3 id="ve-filters" className="avm-edit-section__title">
            SEO Filters
          </h3>
          {groups.length > 0 && (
            <Button variant="outline" size="sm" onClick={() => setTicked(new Set())} disabled={busy !== null || tickedShown.length === 0}>
              Clear All Filters
            </Button>
          )}
        </div>
        {filters === null ? (
          <Alert tone="warning">The SEO filters could not be loaded, so this save leaves the vendor's filters as they are.</Alert>
        ) : groups.length === 0 ? (
          <p className="avm-muted" data-testid="no-filters">
            {NO_FILTERS_TEXT}
          </p>
        ) : (
          <>
            <p className="avm-edit-section__lead" aria-live="polite">
              {tickedShown.length} of {shownIds.size} selected · the vendor appears on the landing page of each ticked filter.
            </p>
            {groups.map((group) => (
              <fieldset key={group.key} className="avm-filter-group">
                <legend className="avm-filter-group__legend">{group.label}</legend>
                <div className="avm-filter-grid">
                  {group.filters.map((f) => (
                    <CheckTile
                      key={f._id}
                      id={`ve-filter-${f._id}`}
                      label={f.name}
                      description={filterNote(f)}
                      checked={ticked.has(f._id)}
                      disabled={busy !== null}
                      onChange={(on) => toggleFilter(f._id, on)}
                    />
                  ))}
                </div>
              </fieldset>
            ))}
          </>
        )}
      </section>

      <section className="avm-edit-section" aria-labelledby="ve-account">
        <h3 id="ve-account" className="avm-edit-section__title">
          Plan and Owner
        </h3>
        <dl className="avm-facts">
          <div>
            <dt>Plan</dt>
            <dd data-testid="vendor-tier">
              {TIER_LABELS[tier]}
              {tier === vendor.subscriptionTier && vendor.planCancelAt && (
                <span className="adm-badge adm-badge--neutral avm-cancels" data-testid="vendor-plan-cancels">
                  Cancels {formatPlanDate(new Date(vendor.planCancelAt))}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>Owner account</dt>
            <dd>{vendor.ownerEmail ?? <span className="avm-muted">None (not claimed)</span>}</dd>
          </div>
        </dl>
        {tier !== 'free' && (
          <Button variant="outline" size="sm" className="avm-danger-outline" onClick={() => void cancelPlan()} disabled={busy !== null} loading={busy === 'cancel-plan'}>
            Cancel subscription
          </Button>
        )}
        {planNote && (
          <Alert tone={planNote.tone} className="avm-plan-note">
            {planNote.text}
          </Alert>
        )}
      </section>

      {formError && (
        <div ref={alertRef} className="avm-dialog-alert">
          <Alert tone="error">{formError}</Alert>
        </div>
      )}
    </Dialog>
  );
}
