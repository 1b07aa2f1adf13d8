import { useMemo } from 'react';
import { getCategories, listAdminFilters, type Category, type SeoFilter } from '@uwd/api-client';
import { Alert, Button, ButtonLink, Card, CheckTile, Container, NoticeToast, SelectField, TextField, usePageTitle, useResource } from '@uwd/ui';
import { VENDOR_PROFILE_LIMITS } from '@domain/listings/vendor-profile';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { CREATE_PATH_OF, STATE_NAMES, US_STATES, createFieldId, type UsState } from './vendor-form';
import { CapacityField, ContactFields, DescriptionField, PriceFields, StreetAddressField, TaglineField, YearEstablishedField } from './VendorFields';
import { VendorFilterTicks, groupCategoryFilters } from './VendorFilterTicks';
import { CreatedSummary } from './CreatedSummary';
import { useNewVendorForm } from './useNewVendorForm';
import './vendors.css';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';

export { CREATE_FAILED } from './useNewVendorForm';

const loadCategories = (signal: AbortSignal) => getCategories({ signal });
const loadFilters = (signal: AbortSignal) => listAdminFilters({ signal }).then((r) => r.filters);
const NO_CATEGORIES: Category[] = [];
const NO_FILTERS: SeoFilter[] = [];

/**
 * /admin/vendors/new 'Add New Vendor' (SPEC §2; its screen is not shown there): a listing created by an admin,
 * validated with the shared adminVendorCreateSchema (the server's messages), active unless unticked. An owner
 * email, when given, becomes the listing's owner and is emailed a login link. On success a summary with links
 * to the public page and back to the list.
 */
export function NewVendorPage() {
  usePageTitle('Add New Vendor');
  const { state: categories, retry: retryCategories } = useResource('categories', loadCategories);
  const categoryList = categories.status === 'ready' ? categories.data : NO_CATEGORIES;
  const { values, errors, sending, formError, created, formErrorRef, notice, registerDescription, set, setDescription, toggleFilter, submit, addAnother } = useNewVendorForm(categoryList);
  // The style facts and indoor/outdoor (issue 36): the chosen category's active SEO filters, as the vendor's dashboard offers them.
  const { state: filterState } = useResource('admin-filters', loadFilters);
  const allFilters = filterState.status === 'ready' ? filterState.data : filterState.status === 'error' ? null : NO_FILTERS;
  const groups = useMemo(() => (allFilters ? groupCategoryFilters(allFilters.filter((f) => f.isActive), values.category || undefined) : []), [allFilters, values.category]);
  const shownIds = useMemo(() => new Set(groups.flatMap((g) => g.filters.map((f) => f._id))), [groups]);
  const categorySlug = categoryList.find((c) => c._id === values.category)?.slug;

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

  const bind = (key: 'name' | 'tagline' | 'streetAddress' | 'city' | 'county' | 'zipCode' | 'region' | 'email' | 'phone' | 'website' | 'startingPrice' | 'capacity' | 'yearEstablished' | 'ownerEmail') => {
    const path = CREATE_PATH_OF[key];
    return {
      id: createFieldId(path),
      name: path,
      value: values[key],
      error: errors[path],
      onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    };
  };

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
                <Button variant="ghost" size="sm" onClick={retryCategories} className="avm-inline-retry">
                  Retry loading categories
                </Button>
              )}
              <TaglineField {...bind('tagline')} />
              <DescriptionField id={createFieldId('description')} value={values.description} onChange={setDescription} error={errors.description} focusRef={registerDescription} />
            </fieldset>

            <fieldset className="avm-fieldset">
              <legend className="avm-fieldset__legend">Location</legend>
              <StreetAddressField field={bind('streetAddress')} category={categorySlug} />
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
              <CapacityField field={bind('capacity')} category={categorySlug} />
              <YearEstablishedField {...bind('yearEstablished')} />
            </fieldset>

            {values.category && (
              <div className="avm-fieldset avm-new__filters">
                <VendorFilterTicks
                  filters={allFilters}
                  groups={groups}
                  ticked={new Set(values.filterIds)}
                  setTicked={(ids) => set('filterIds', [...ids])}
                  toggleFilter={toggleFilter}
                  busy={sending ? 'save' : null}
                  tickedShown={values.filterIds.filter((id) => shownIds.has(id))}
                  shownIds={shownIds}
                />
              </div>
            )}

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
