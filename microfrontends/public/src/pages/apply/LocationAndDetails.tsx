import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { TextField } from '@uwd/ui';
import { APPLICATION_LIMITS, APPLICATION_STATES } from '@domain/applications/application';
import { PRICE_RANGE_LABELS, PRICE_RANGES } from '@domain/listings/vendor';
import { asksGuestCapacity, guestCapacityLabel, MAX_GUEST_CAPACITY } from '@domain/listings/guest-capacity';
import { asksStreetAddress, STREET_ADDRESS_MAX } from '@domain/listings/street-address';
import type { ApplyValues, TextPath } from './apply-form';
import { CheckboxField, SelectField, TextAreaField } from './fields';
import { FormSection } from './FormSection';
import { StyleChoices } from './StyleChoices';

/** id, value, error and change handler of one text field. */
export type Bind = (path: TextPath) => { id: string; value: string; error: string | undefined; onChange: (e: { target: { value: string } }) => void };

const STATE_NAMES: Record<(typeof APPLICATION_STATES)[number], string> = { SC: 'South Carolina', NC: 'North Carolina', GA: 'Georgia' };

/** Step 4: where the business is (a venue: its street address too). */
export function LocationSection({ bind, values, setValues, categorySlug }: { bind: Bind; values: ApplyValues; setValues: Dispatch<SetStateAction<ApplyValues>>; categorySlug?: string | undefined }) {
  const asked = asksStreetAddress(categorySlug);
  const street = values.text.streetAddress;
  // An address typed for a venue is forgotten when the category changes to one not asked (as the capacity is).
  useEffect(() => {
    if (!asked && street !== '') setValues((v) => ({ ...v, text: { ...v.text, streetAddress: '' } }));
  }, [asked, street, setValues]);
  return (
    <FormSection step={4} id="apply-location" title="Location">
      {asked && (
        <TextField
          {...bind('streetAddress')}
          name="streetAddress"
          label="Street Address"
          autoComplete="street-address"
          maxLength={STREET_ADDRESS_MAX}
          placeholder="e.g. 48 Willow Creek Road"
          hint="Shown on your listing above the city, so couples and guests can find you."
        />
      )}
      <div className="apply-grid apply-grid--2">
        <TextField {...bind('location.city')} name="city" label="City" autoComplete="address-level2" maxLength={APPLICATION_LIMITS.city} required />
        <TextField {...bind('location.county')} name="county" label="County" maxLength={APPLICATION_LIMITS.county} required />
      </div>
      <div className="apply-grid apply-grid--2">
        <SelectField {...bind('location.state')} name="state" label="State" autoComplete="address-level1">
          {APPLICATION_STATES.map((s) => (
            <option key={s} value={s}>
              {STATE_NAMES[s]} ({s})
            </option>
          ))}
        </SelectField>
        <TextField {...bind('location.zipCode')} name="zipCode" label="ZIP Code" autoComplete="postal-code" inputMode="numeric" maxLength={10} />
      </div>
    </FormSection>
  );
}

/** Step 5: years, prices, guest capacity (venues and caterers), the category's styles, licence and insurance, anything else. */
export function DetailsSection({
  bind,
  values,
  setValues,
  categorySlug,
  onToggleFilter,
  filtersError,
}: {
  bind: Bind;
  values: ApplyValues;
  setValues: Dispatch<SetStateAction<ApplyValues>>;
  /** The chosen category's slug: venues and caterers are asked their guest capacity. */
  categorySlug?: string | undefined;
  /** Ticks or unticks one of the category's styles (issue 36). */
  onToggleFilter: (id: string, on: boolean) => void;
  filtersError?: string | undefined;
}) {
  const asked = asksGuestCapacity(categorySlug);
  const capacity = values.text.guestCapacity;
  // A capacity typed for a venue is forgotten when the category changes to one not asked: a hidden field
  // must neither be sent nor block the form with a message nobody can see.
  useEffect(() => {
    if (!asked && capacity !== '') setValues((v) => ({ ...v, text: { ...v.text, guestCapacity: '' } }));
  }, [asked, capacity, setValues]);
  return (
    <FormSection step={5} id="apply-details" title="Business Details">
      <div className="apply-grid apply-grid--3">
        <TextField {...bind('yearsInBusiness')} name="yearsInBusiness" type="number" label="Years in Business" min={0} step={1} inputMode="numeric" />
        <TextField {...bind('startingPrice')} name="startingPrice" type="number" label="Starting Price ($)" min={0} step={1} inputMode="numeric" placeholder="e.g. 1500" />
        <SelectField {...bind('priceRange')} name="priceRange" label="Price Range">
          <option value="">Select a price range</option>
          {PRICE_RANGES.map((r) => (
            <option key={r} value={r}>
              {PRICE_RANGE_LABELS[r]}
            </option>
          ))}
        </SelectField>
      </div>
      {asked && (
        <div className="apply-grid apply-grid--3">
          <TextField
            {...bind('guestCapacity')}
            name="guestCapacity"
            type="number"
            label={guestCapacityLabel(categorySlug)}
            min={1}
            max={MAX_GUEST_CAPACITY}
            step={1}
            inputMode="numeric"
            placeholder="e.g. 200"
            hint="Couples who search by guest count see you when it fits."
          />
        </div>
      )}
      <StyleChoices categorySlug={categorySlug} selected={values.filterIds} onToggle={onToggleFilter} error={filtersError} />
      <div className="apply-grid apply-grid--2 apply-checks">
        <CheckboxField
          id="apply-isLicensed"
          name="isLicensed"
          label="Licensed"
          description="My business holds the licenses its work requires."
          checked={values.isLicensed}
          onChange={(checked) => setValues((v) => ({ ...v, isLicensed: checked }))}
        />
        <CheckboxField
          id="apply-isInsured"
          name="isInsured"
          label="Insured"
          description="My business carries liability insurance."
          checked={values.isInsured}
          onChange={(checked) => setValues((v) => ({ ...v, isInsured: checked }))}
        />
      </div>
      <TextAreaField
        {...bind('additionalInfo')}
        name="additionalInfo"
        label="Additional Information"
        rows={4}
        maxLength={APPLICATION_LIMITS.additionalInfo}
        hint="Anything else we should know: awards, service area, specialties."
      />
    </FormSection>
  );
}
