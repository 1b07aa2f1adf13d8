import { type Category, type OwnVendor, type VendorPriceRange } from '@uwd/api-client';
import { Button, TextField } from '@uwd/ui';
import { RichTextField } from '@uwd/ui/rich-text';
import { DESCRIPTION_MAX_CHARS, PRICING_NOTES_MAX_CHARS } from '@domain/listings/rich-text';
import { PRICE_RANGES } from '@domain/listings/vendor';
import { VENDOR_PROFILE_LIMITS } from '@domain/listings/vendor-profile';
import { LISTING_STATES } from '@domain/listings/states';
import { asksGuestCapacity, EARLIEST_YEAR_ESTABLISHED, guestCapacityLabel, MAX_GUEST_CAPACITY } from '@domain/listings/guest-capacity';
import { asksStreetAddress, STREET_ADDRESS_MAX } from '@domain/listings/street-address';
import { SelectField } from '@uwd/ui';
import type { NoticeApi } from '@uwd/ui';
import { PRICE_RANGE_LABELS, SOCIAL_KEYS, SOCIAL_LABELS, profileFieldId } from './profile-form';
import { useProfileForm } from './useProfileForm';

// ---- edit mode ----------------------------------------------------------------------------------

export interface ProfileFormProps {
  vendor: OwnVendor;
  vendorId: string;
  categories: Category[];
  notice: NoticeApi;
  onCancel: () => void;
  onSaved: (vendor: OwnVendor | null) => void;
  onCategoryChange: (categorySlug: string) => void;
}

/** The Business Profile in edit mode. */
export function ProfileForm({ vendor, vendorId, categories, notice, onCancel, onSaved, onCategoryChange }: ProfileFormProps) {
  const { values, errors, saving, nameRef, set, setSocial, bindLocation, setDescription, setPricingNotes, registerDescription, registerPricingNotes, categoryOptions, onCategory, onSubmit, bind } =
    useProfileForm({ vendor, vendorId, categories, notice, onSaved, onCategoryChange });
  const categorySlug = categoryOptions.find((c) => c._id === values.category)?.slug;
  return (
    <form className="vd-card vd-profile-form" noValidate onSubmit={onSubmit} aria-labelledby="profile-edit-title" aria-busy={saving} data-testid="profile-form">
      <div className="vd-card__head">
        <div>
          <h2 id="profile-edit-title" className="vd-card__title">
            Edit Business Profile
          </h2>
          <p className="vd-card__lead">
            Fields marked <span className="field__required" aria-hidden="true">*</span>
            <span className="visually-hidden">with an asterisk</span> are required.
          </p>
        </div>
      </div>

      <fieldset className="vd-fieldset">
        <legend className="vd-fieldset__legend">Basics</legend>
        <TextField {...bind('name')} ref={nameRef} label="Business Name" autoComplete="organization" maxLength={VENDOR_PROFILE_LIMITS.name} required />
        <TextField {...bind('tagline')} label="Tagline" maxLength={VENDOR_PROFILE_LIMITS.tagline} hint="One line couples see under your name." />
        <SelectField
          id={profileFieldId('category')}
          name="category"
          label="Category"
          required
          value={values.category}
          error={errors.category}
          onChange={(e) => onCategory(e.target.value)}
          hint="Changing the category loads its service filters; pick your filters again on the Filters tab."
        >
          {!values.category && <option value="">Select a category</option>}
          {categoryOptions.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {asksGuestCapacity(categorySlug) && (
          <TextField
            {...bind('capacity')}
            type="number"
            label={guestCapacityLabel(categorySlug)}
            min={1}
            max={MAX_GUEST_CAPACITY}
            step={1}
            inputMode="numeric"
            placeholder="e.g. 200"
            hint="Couples who search by guest count see you when your number fits their wedding."
          />
        )}
        <TextField
          {...bind('yearEstablished')}
          type="number"
          label="Year Established"
          min={EARLIEST_YEAR_ESTABLISHED}
          max={new Date().getFullYear()}
          step={1}
          inputMode="numeric"
          placeholder="e.g. 2012"
          hint="Your listing shows how many years you have been in business."
        />
      </fieldset>

      <fieldset className="vd-fieldset">
        <legend className="vd-fieldset__legend">Contact</legend>
        <div className="vd-grid vd-grid--2">
          <TextField {...bind('email')} type="email" label="Email" autoComplete="email" inputMode="email" maxLength={VENDOR_PROFILE_LIMITS.email} />
          <TextField {...bind('phone')} type="tel" label="Phone" autoComplete="tel" maxLength={VENDOR_PROFILE_LIMITS.phone} />
        </div>
        <TextField {...bind('website')} type="url" inputMode="url" label="Website" autoComplete="url" placeholder="https://" maxLength={VENDOR_PROFILE_LIMITS.website} />
      </fieldset>

      <fieldset className="vd-fieldset">
        <legend className="vd-fieldset__legend">Location</legend>
        {asksStreetAddress(categorySlug) && (
          <TextField
            {...bind('streetAddress')}
            label="Street Address"
            autoComplete="street-address"
            maxLength={STREET_ADDRESS_MAX}
            placeholder="e.g. 48 Willow Creek Road"
            hint="Shown on your listing above the city, so couples and guests can find you."
          />
        )}
        <div className="vd-grid vd-grid--2">
          <TextField {...bindLocation('city')} label="City" required autoComplete="address-level2" maxLength={100} />
          <TextField {...bindLocation('county')} label="County" required maxLength={100} />
        </div>
        <div className="vd-grid vd-grid--2">
          <SelectField {...bindLocation('state')} label="State" autoComplete="address-level1">
            {LISTING_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <TextField {...bindLocation('zipCode')} label="ZIP Code" inputMode="numeric" autoComplete="postal-code" maxLength={10} />
        </div>
      </fieldset>

      <fieldset className="vd-fieldset">
        <legend className="vd-fieldset__legend">Pricing</legend>
        <div className="vd-grid vd-grid--2">
          <TextField {...bind('startingPrice')} type="number" label="Starting Price ($)" min={0} step={1} inputMode="numeric" placeholder="e.g. 1500" />
          <SelectField
            id={profileFieldId('priceRange')}
            name="priceRange"
            label="Price Range"
            value={values.priceRange}
            error={errors.priceRange}
            onChange={(e) => set('priceRange', e.target.value as VendorPriceRange)}
          >
            {PRICE_RANGES.map((r) => (
              <option key={r} value={r}>
                {PRICE_RANGE_LABELS[r]}
              </option>
            ))}
          </SelectField>
        </div>
        <RichTextField
          id={profileFieldId('pricingNotes')}
          label="Pricing Notes"
          value={values.pricingNotes}
          onChange={setPricingNotes}
          limit={PRICING_NOTES_MAX_CHARS}
          placeholder="Packages, minimums, what's included..."
          error={errors.pricingNotes}
          focusRef={registerPricingNotes}
        />
      </fieldset>

      <fieldset className="vd-fieldset">
        <legend className="vd-fieldset__legend">About Your Business</legend>
        <RichTextField
          id={profileFieldId('description')}
          label="Description"
          value={values.description}
          onChange={setDescription}
          limit={DESCRIPTION_MAX_CHARS}
          error={errors.description}
          focusRef={registerDescription}
        />
      </fieldset>

      <fieldset className="vd-fieldset">
        <legend className="vd-fieldset__legend">Social Media</legend>
        <div className="vd-grid vd-grid--2">
          {SOCIAL_KEYS.map((key) => (
            <TextField
              key={key}
              id={profileFieldId(`socialMedia.${key}`)}
              name={key}
              label={SOCIAL_LABELS[key].label}
              placeholder={SOCIAL_LABELS[key].placeholder}
              maxLength={VENDOR_PROFILE_LIMITS.social}
              value={values.socialMedia[key]}
              error={errors[`socialMedia.${key}`]}
              onChange={(e) => setSocial(key, e.target.value)}
            />
          ))}
        </div>
      </fieldset>

      <div className="vd-form-actions">
        <Button type="submit" loading={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
