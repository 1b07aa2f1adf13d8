/** The fields and the error handling the two vendor forms share: the edit modal and Add New Vendor. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SelectField, TextField } from '@uwd/ui';
import { RichTextField } from '@uwd/ui/rich-text';
import { DESCRIPTION_MAX_CHARS } from '@domain/listings/rich-text';
import { PRICE_RANGES, type PriceRange } from '@domain/listings/vendor';
import { VENDOR_PROFILE_LIMITS } from '@domain/listings/vendor-profile';
import { asksGuestCapacity, EARLIEST_YEAR_ESTABLISHED, guestCapacityLabel, MAX_GUEST_CAPACITY } from '@domain/listings/guest-capacity';
import { asksStreetAddress, STREET_ADDRESS_MAX } from '@domain/listings/street-address';
import { firstInvalid, focusField, type FieldErrors } from './vendor-form';
import { PRICE_RANGE_LABELS } from './vendor-labels';

/** A text field wired to a form's values and errors (what the forms' `bind(key)` gives). */
export interface BoundField {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (e: { target: { value: string } }) => void;
  disabled?: boolean;
}

/**
 * A vendor form's field errors: `showErrors` shows them and moves to the first invalid field (in `order`;
 * the description through its editor, see `registerDescription`), `clearError` drops one as it is edited.
 */
export function useVendorFieldErrors(fieldId: (path: string) => string, order: readonly string[]) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState<{ path: string; seq: number } | null>(null);
  const descriptionFocus = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    focusField(fieldId(focusRequest.path), focusRequest.path === 'description' ? (descriptionFocus.current ?? undefined) : undefined);
  }, [focusRequest, fieldId]);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = firstInvalid(next, order);
    if (first) setFocusRequest((r) => ({ path: first, seq: (r?.seq ?? 0) + 1 }));
  };
  const clearError = useCallback((path: string) => setErrors((e) => (e[path] ? { ...e, [path]: undefined } : e)), []);
  const registerDescription = useCallback((focus: (() => void) | null) => {
    descriptionFocus.current = focus;
  }, []);

  return { errors, setErrors, showErrors, clearError, registerDescription };
}

export function TaglineField(props: BoundField) {
  return <TextField {...props} label="Tagline" maxLength={VENDOR_PROFILE_LIMITS.tagline} hint="One line shown under the name." />;
}

export function DescriptionField(props: { id: string; value: string; error: string | undefined; onChange: (html: string) => void; focusRef: (focus: (() => void) | null) => void }) {
  return <RichTextField {...props} label="Description" limit={DESCRIPTION_MAX_CHARS} />;
}

/** Email and phone side by side, then the website. */
export function ContactFields({ email, phone, website }: { email: BoundField; phone: BoundField; website: BoundField }) {
  return (
    <>
      <div className="avm-grid-2">
        <TextField {...email} type="email" inputMode="email" label="Email" maxLength={VENDOR_PROFILE_LIMITS.email} autoComplete="off" />
        <TextField {...phone} type="tel" label="Phone" maxLength={VENDOR_PROFILE_LIMITS.phone} autoComplete="off" />
      </div>
      <TextField {...website} type="url" inputMode="url" label="Website" placeholder="https://" maxLength={VENDOR_PROFILE_LIMITS.website} autoComplete="off" />
    </>
  );
}

/** The starting price and the price range, side by side. */
export function PriceFields({
  startingPrice,
  priceRange,
}: {
  startingPrice: BoundField;
  priceRange: { id: string; value: PriceRange; error: string | undefined; disabled?: boolean; onChange: (range: PriceRange) => void };
}) {
  return (
    <div className="avm-grid-2">
      <TextField {...startingPrice} type="number" label="Starting Price ($)" min={0} step={1} inputMode="numeric" placeholder="e.g. 1500" />
      <SelectField
        id={priceRange.id}
        name="priceRange"
        label="Price Range"
        value={priceRange.value}
        error={priceRange.error}
        disabled={priceRange.disabled}
        onChange={(e) => priceRange.onChange(e.target.value as PriceRange)}
      >
        {PRICE_RANGES.map((r) => (
          <option key={r} value={r}>
            {PRICE_RANGE_LABELS[r]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/**
 * Guest capacity for a venue, the most guests served for a caterer (issue 36): what the 'Guests' filter and
 * the inbox's fit hint read. Nothing for another category.
 */
export function CapacityField({ field, category }: { field: BoundField; category: string | null | undefined }) {
  if (!asksGuestCapacity(category)) return null;
  return (
    <TextField
      {...field}
      type="number"
      label={guestCapacityLabel(category)}
      min={1}
      max={MAX_GUEST_CAPACITY}
      step={1}
      inputMode="numeric"
      placeholder="e.g. 200"
      hint="Couples who search by guest count see the listing when this number fits."
    />
  );
}

/** The year the business was established (the listing shows its years in business; issue 36). */
export function YearEstablishedField(props: BoundField) {
  return (
    <TextField
      {...props}
      type="number"
      label="Year Established"
      min={EARLIEST_YEAR_ESTABLISHED}
      max={new Date().getFullYear()}
      step={1}
      inputMode="numeric"
      placeholder="e.g. 2012"
    />
  );
}

/** A venue's street address, shown on its location card above the city (issue 36). Nothing for another category. */
export function StreetAddressField({ field, category }: { field: BoundField; category: string | null | undefined }) {
  if (!asksStreetAddress(category)) return null;
  return <TextField {...field} label="Street Address" maxLength={STREET_ADDRESS_MAX} autoComplete="off" placeholder="e.g. 48 Willow Creek Road" />;
}
