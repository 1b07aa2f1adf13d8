import { useId } from 'react';
import type { CityCount } from '@uwd/api-client';
import { ChevronDownIcon, MapPinIcon, cx } from '@uwd/ui';
import './list-controls.css';

export interface LocationSelectProps {
  cities: CityCount[];
  /** The selected city, '' for all. */
  value: string;
  onChange: (city: string) => void;
  loading?: boolean;
  label?: string;
  className?: string;
}

/** The city dropdown, built from the cities that have vendors (with how many). */
export function LocationSelect({ cities, value, onChange, loading, label = 'Location', className }: LocationSelectProps) {
  const id = useId();
  // A city from a shared link that has no vendors (any more) still shows as selected.
  const options = value && !cities.some((c) => c.city === value) ? [{ city: value, vendorCount: 0 }, ...cities] : cities;
  return (
    <div className={cx('location-select', className)}>
      <label htmlFor={id} className="control-label">
        {label}
      </label>
      <div className="location-select__field">
        <MapPinIcon size={18} className="location-select__icon" />
        <select
          id={id}
          className="location-select__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-busy={loading || undefined}
        >
          <option value="">All locations</option>
          {options.map((c) => (
            <option key={c.city} value={c.city}>
              {c.city} ({c.vendorCount})
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className="location-select__chevron" />
      </div>
    </div>
  );
}
