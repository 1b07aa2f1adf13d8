import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { createAdminVendor, getCategories, isApiError, type AdminVendor, type Category } from '@uwd/api-client';
import { Alert, Button, ButtonLink, Card, CheckTile, Container, NoticeToast, SelectField, TextField, useNotice, usePageTitle } from '@uwd/ui';
import { VENDOR_PROFILE_LIMITS } from '@domain/listings/vendor-profile';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import {
  CREATE_FIELD_ORDER,
  CREATE_PATH_OF,
  EMPTY_CREATE,
  STATE_NAMES,
  US_STATES,
  createFieldId,
  validateCreate,
  type CreateValues,
  type UsState,
} from './vendor-form';
import { ContactFields, DescriptionField, PriceFields, TaglineField, useVendorFieldErrors } from './VendorFields';
import { apiMessage } from './vendor-labels';
import './vendors.css';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';

export const CREATE_FAILED = 'Failed to create vendor. Please try again.';

type CategoriesState = { status: 'loading' } | { status: 'ready'; categories: Category[] } | { status: 'error' };

/**
 * /admin/vendors/new 'Add New Vendor' (SPEC §2; its screen is not shown there): a listing created by an admin,
 * validated with the shared adminVendorCreateSchema (the server's messages), active unless unticked. An owner
 * email, when given, becomes the listing's owner and is emailed a login link. On success a summary with links
 * to the public page and back to the list.
 */
export function NewVendorPage() {
  usePageTitle('Add New Vendor');
  const [values, setValues] = useState<CreateValues>(EMPTY_CREATE);
  const { errors, setErrors, showErrors, clearError, registerDescription } = useVendorFieldErrors(createFieldId, CREATE_FIELD_ORDER);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<AdminVendor | null>(null);
  const [categories, setCategories] = useState<CategoriesState>({ status: 'loading' });
  const formErrorRef = useRef<HTMLDivElement>(null);
  const notice = useNotice();

  const loadCategories = useCallback((signal?: AbortSignal) => {
    setCategories({ status: 'loading' });
    getCategories({ signal }).then(
      (list) => setCategories({ status: 'ready', categories: list }),
      () => {
        if (!signal?.aborted) setCategories({ status: 'error' });
      },
    );
  }, []);

  useEffect(() => {
    const ctrl = new AbortController();
    loadCategories(ctrl.signal);
    return () => ctrl.abort();
  }, [loadCategories]);

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

  const header = <AdminPageHeader title="Add New Vendor" subtitle="Create a listing directly, without an application." backTo="/admin/vendors" backLabel="Back to Vendor Management" />;

  if (created) {
    return (
      <div className="admin-page avm">
        {header}
        <Container className="adm-body">
          <CreatedSummary vendor={created} onAddAnother={addAnother} />
        </Container>
      </div>
    );
  }

  const bind = (key: 'name' | 'tagline' | 'city' | 'county' | 'zipCode' | 'region' | 'email' | 'phone' | 'website' | 'startingPrice' | 'ownerEmail') => {
    const path = CREATE_PATH_OF[key];
    return {
      id: createFieldId(path),
      name: path,
      value: values[key],
      error: errors[path],
      onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    };
  };

  const categoryList = categories.status === 'ready' ? categories.categories : [];

  return (
    <div className="admin-page avm">
      {header}
      <Container className="adm-body">
        <form className="avm-new" noValidate onSubmit={submit} aria-labelledby="avm-new-title" aria-busy={sending || undefined} data-testid="new-vendor-form">
          <Card className="avm-new__card">
            <h2 id="avm-new-title" className="visually-hidden">
              New vendor listing
            </h2>
            <p className="avm-new__note">
              Fields marked <span className="field__required" aria-hidden="true">*</span>
              <span className="visually-hidden">with an asterisk</span> are required.
            </p>

            <fieldset className="avm-fieldset">
              <legend className="avm-fieldset__legend">Business</legend>
              <div className="avm-grid-2">
                <SelectField
                  id={createFieldId('category')}
                  name="category"
                  label="Category"
                  required
                  value={values.category}
                  error={errors.category}
                  disabled={categories.status !== 'ready' || categoryList.length === 0}
                  hint={categories.status === 'error' ? 'Categories could not be loaded.' : undefined}
                  onChange={(e) => set('category', e.target.value)}
                >
                  <option value="">{categories.status === 'loading' ? 'Loading categories…' : 'Select a category'}</option>
                  {categoryList.map((c) => (
                    <option key={c._id} value={c._id}>
                      {c.name}
                    </option>
                  ))}
                </SelectField>
                <TextField {...bind('name')} label="Business Name" required maxLength={VENDOR_PROFILE_LIMITS.name} autoComplete="off" />
              </div>
              {categories.status === 'error' && (
                <Button variant="ghost" size="sm" onClick={() => loadCategories()} className="avm-inline-retry">
                  Retry loading categories
                </Button>
              )}
              <TaglineField {...bind('tagline')} />
              <DescriptionField id={createFieldId('description')} value={values.description} onChange={setDescription} error={errors.description} focusRef={registerDescription} />
            </fieldset>

            <fieldset className="avm-fieldset">
              <legend className="avm-fieldset__legend">Location</legend>
              <div className="avm-grid-2">
                <TextField {...bind('city')} label="City" required autoComplete="off" placeholder="e.g. Greenville" />
                <TextField {...bind('county')} label="County" required autoComplete="off" placeholder="e.g. Greenville County" />
              </div>
              <div className="avm-grid-3">
                <SelectField
                  id={createFieldId('location.state')}
                  name="location.state"
                  label="State"
                  required
                  value={values.state}
                  error={errors['location.state']}
                  onChange={(e) => set('state', e.target.value as UsState)}
                >
                  {US_STATES.map((s) => (
                    <option key={s} value={s}>
                      {s} · {STATE_NAMES[s]}
                    </option>
                  ))}
                </SelectField>
                <TextField {...bind('zipCode')} label="ZIP Code" inputMode="numeric" maxLength={10} autoComplete="off" placeholder="29601" />
                <TextField {...bind('region')} label="Region" maxLength={100} autoComplete="off" placeholder="e.g. Upstate" />
              </div>
            </fieldset>

            <fieldset className="avm-fieldset">
              <legend className="avm-fieldset__legend">Contact</legend>
              <ContactFields email={bind('email')} phone={bind('phone')} website={bind('website')} />
            </fieldset>

            <fieldset className="avm-fieldset">
              <legend className="avm-fieldset__legend">Pricing</legend>
              <PriceFields
                startingPrice={bind('startingPrice')}
                priceRange={{ id: createFieldId('priceRange'), value: values.priceRange, error: errors.priceRange, onChange: (r) => set('priceRange', r) }}
              />
            </fieldset>

            <fieldset className="avm-fieldset">
              <legend className="avm-fieldset__legend">Listing Status</legend>
              <div className="avm-flag-grid">
                <CheckTile id="nv-isActive" label="Active" description="Shown in the public directory." checked={values.isActive} onChange={(on) => set('isActive', on)} />
                <CheckTile id="nv-isFeatured" label="Featured" description="Placed at the top of its category." checked={values.isFeatured} onChange={(on) => set('isFeatured', on)} />
                <CheckTile id="nv-isVerified" label="Verified" description="Carries the Verified badge." checked={values.isVerified} onChange={(on) => set('isVerified', on)} />
              </div>
            </fieldset>

            <fieldset className="avm-fieldset">
              <legend className="avm-fieldset__legend">Owner</legend>
              <TextField
                {...bind('ownerEmail')}
                type="email"
                inputMode="email"
                label="Owner Email (optional)"
                maxLength={EMAIL_MAX_LENGTH}
                autoComplete="off"
                hint="We'll email this address a login link to manage the listing."
              />
            </fieldset>

            {formError && (
              <div ref={formErrorRef}>
                <Alert tone="error">{formError}</Alert>
              </div>
            )}

            <div className="avm-form-actions">
              <Button type="submit" loading={sending}>
                {sending ? 'Creating...' : 'Create Vendor'}
              </Button>
              <ButtonLink to="/admin/vendors" variant="ghost">
                Cancel
              </ButtonLink>
            </div>
          </Card>
        </form>
      </Container>
      <NoticeToast testId="admin-notice" notice={notice.notice} onDismiss={notice.dismiss} />
    </div>
  );
}

/** After a successful create: what was made, where it lives, what next. */
function CreatedSummary({ vendor, onAddAnother }: { vendor: AdminVendor; onAddAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="avm-created" data-testid="vendor-created">
      <div className="avm-created__icon" aria-hidden="true">
        ✓
      </div>
      <h2 ref={heading} tabIndex={-1} className="avm-created__title">
        Vendor Created
      </h2>
      <p className="avm-created__text">
        <strong>{vendor.name}</strong> was added to {vendor.category?.name ?? 'the directory'}
        {vendor.location?.formattedLocation ? ` in ${vendor.location.formattedLocation}` : ''}.
      </p>
      {vendor.ownerEmail && <p className="avm-created__text">We emailed {vendor.ownerEmail} a login link to manage the listing.</p>}
      {!vendor.isActive && (
        <Alert tone="warning" className="avm-created__warning">
          This listing is inactive, so it stays out of the public directory until you activate it in Vendor Management.
        </Alert>
      )}
      <div className="avm-created__actions">
        <ButtonLink to={`/vendors/${vendor.slug}`}>View Public Page</ButtonLink>
        <ButtonLink to="/admin/vendors" variant="outline">
          Back to Vendor Management
        </ButtonLink>
        <Button variant="ghost" onClick={onAddAnother}>
          Add Another Vendor
        </Button>
      </div>
    </Card>
  );
}
