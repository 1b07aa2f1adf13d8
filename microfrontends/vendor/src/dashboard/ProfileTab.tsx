import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { isApiError, updateVendorProfile, type Category, type OwnVendor, type VendorPriceRange } from '@uwd/api-client';
import { Button, TextField, cx } from '@uwd/ui';
import { RichTextField } from '@uwd/ui/rich-text';
import { DESCRIPTION_MAX_CHARS, PRICING_NOTES_MAX_CHARS } from '@domain/listings/rich-text';
import { PRICE_RANGES } from '@domain/listings/vendor';
import { VENDOR_PROFILE_LIMITS } from '@domain/listings/vendor-profile';
import { SelectField } from '@uwd/ui';
import { PencilIcon, StarIcon } from '../lib/icons';
import type { NoticeApi } from '@uwd/ui';
import {
  PRICE_RANGE_LABELS,
  SOCIAL_KEYS,
  SOCIAL_LABELS,
  firstInvalidField,
  profileFieldId,
  validateProfile,
  valuesFromVendor,
  type ProfileErrors,
  type ProfileValues,
  type SocialKey,
} from './profile-form';
import { RichText } from './RichText';
import { StatusBadges, formatPrice, formatRating } from './status';

/** SPEC §8. */
export const PROFILE_SAVED = 'Profile updated successfully!';
export const PROFILE_SAVE_FAILED = 'Failed to update profile. Please try again.';

interface ProfileTabProps {
  vendor: OwnVendor;
  vendorId: string;
  categories: Category[];
  notice: NoticeApi;
  /** After a successful save: the listing the API returned (if any); the page reloads it. */
  onSaved: (vendor: OwnVendor | null) => void;
  /** While editing, the chosen category changed (its filters are reloaded and the selection cleared). */
  onCategoryChange: (categorySlug: string) => void;
  /** Editing ended without saving: the Filters tab goes back to the stored category. */
  onEditCancel: () => void;
}

export function ProfileTab({ vendor, vendorId, categories, notice, onSaved, onCategoryChange, onEditCancel }: ProfileTabProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back in view mode, the focus returns to the Edit button (not to the top of the page).
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <ProfileForm
        vendor={vendor}
        vendorId={vendorId}
        categories={categories}
        notice={notice}
        onCancel={() => {
          setEditing(false);
          onEditCancel();
        }}
        onSaved={(saved) => {
          setEditing(false);
          onSaved(saved);
        }}
        onCategoryChange={onCategoryChange}
      />
    );
  }
  return <ProfileView vendor={vendor} onEdit={() => setEditing(true)} editButton={editButton} />;
}

// ---- view mode ----------------------------------------------------------------------------------

function ProfileView({ vendor, onEdit, editButton }: { vendor: OwnVendor; onEdit: () => void; editButton: RefObject<HTMLButtonElement | null> }) {
  const social = SOCIAL_KEYS.filter((k) => vendor.socialMedia?.[k]);
  const range = vendor.priceRange && vendor.priceRange !== 'not-specified' ? PRICE_RANGE_LABELS[vendor.priceRange] : null;
  return (
    <section className="vd-card" aria-labelledby="profile-title" data-testid="profile-view">
      <div className="vd-card__head">
        <div>
          <h2 id="profile-title" className="vd-card__title">
            Business Profile
          </h2>
          <p className="vd-card__lead">What couples see on your public listing.</p>
        </div>
        <button ref={editButton} type="button" className="btn btn--outline btn--sm" onClick={onEdit}>
          <PencilIcon size={16} />
          Edit Profile
        </button>
      </div>

      <div className="vd-profile-summary">
        <div className="vd-profile-summary__main">
          <p className="vd-profile-summary__name">{vendor.name}</p>
          {vendor.tagline && <p className="vd-profile-summary__tagline">{vendor.tagline}</p>}
          <StatusBadges vendor={vendor} />
        </div>
        <p className="vd-rating" aria-label={`Rating ${formatRating(vendor)} from ${vendor.reviewStats?.totalReviews ?? 0} reviews`}>
          <StarIcon size={18} className="vd-rating__star" />
          <span className="vd-rating__value">{formatRating(vendor)}</span>
          <span className="vd-rating__count">
            {vendor.reviewStats?.totalReviews ?? 0} {vendor.reviewStats?.totalReviews === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      </div>

      <dl className="vd-facts">
        <Fact label="Category">{vendor.category?.name}</Fact>
        <Fact label="Location">{vendor.location?.formattedLocation || vendor.location?.city}</Fact>
        <Fact label="Email">{vendor.email}</Fact>
        <Fact label="Phone">{vendor.phone}</Fact>
        <Fact label="Website">
          {vendor.website && (
            <a href={vendor.website} target="_blank" rel="noopener noreferrer">
              {vendor.website.replace(/^https?:\/\//, '')}
            </a>
          )}
        </Fact>
        <Fact label="Starting Price">{formatPrice(vendor.startingPrice)}</Fact>
        <Fact label="Price Range">{range}</Fact>
        <Fact label="Social Media">
          {social.length > 0 && (
            <ul className="vd-social-list">
              {social.map((k) => (
                <li key={k}>
                  <span className="vd-social-list__name">{SOCIAL_LABELS[k].label}:</span> {vendor.socialMedia[k]}
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>

      <div className="vd-prose-block">
        <h3 className="vd-subtitle">About</h3>
        <RichText html={vendor.description} empty="No description yet. Tell couples what makes your business special." />
      </div>
      <div className="vd-prose-block">
        <h3 className="vd-subtitle">Pricing Notes</h3>
        <RichText html={vendor.pricingNotes} empty="No pricing notes yet." />
      </div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '' || children === false;
  return (
    <div className="vd-fact">
      <dt>{label}</dt>
      <dd className={cx(empty && 'vd-empty-value')}>{empty ? 'Not provided' : children}</dd>
    </div>
  );
}

// ---- edit mode ----------------------------------------------------------------------------------

interface ProfileFormProps {
  vendor: OwnVendor;
  vendorId: string;
  categories: Category[];
  notice: NoticeApi;
  onCancel: () => void;
  onSaved: (vendor: OwnVendor | null) => void;
  onCategoryChange: (categorySlug: string) => void;
}

function ProfileForm({ vendor, vendorId, categories, notice, onCancel, onSaved, onCategoryChange }: ProfileFormProps) {
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

  const bind = (key: 'name' | 'tagline' | 'email' | 'phone' | 'website' | 'startingPrice') => ({
    id: profileFieldId(key),
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

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
