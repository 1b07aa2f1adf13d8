import { useId } from 'react';

const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');

export interface PeriodControlProps<D extends number> {
  options: readonly D[];
  value: D;
  onChange: (days: D) => void;
  /** The group's name for assistive tech. */
  label?: string;
}

/**
 * 'Last 7 days | 30 days | 90 days' as a segmented control: native radio buttons (Tab reaches the chosen one,
 * the arrow keys move and choose), drawn as one row of buttons with a visible focus ring.
 */
export function PeriodControl<D extends number>({ options, value, onChange, label = 'Period' }: PeriodControlProps<D>) {
  const name = useId();
  return (
    <fieldset className="ui-period">
      <legend className="visually-hidden">{label}</legend>
      {options.map((days) => (
        <label key={days} className={cx('ui-period__option', days === value && 'ui-period__option--on')}>
          <input type="radio" className="ui-period__input" name={name} value={days} checked={days === value} onChange={() => onChange(days)} />
          <span className="ui-period__text">{days} days</span>
        </label>
      ))}
    </fieldset>
  );
}
