import { useId, type FormEvent } from 'react';
import { Button, CloseIcon, SearchIcon, cx } from '@uwd/ui';
import './list-controls.css';

export interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  /** Called on Enter or the Search button with the current text. */
  onSubmit: (value: string) => void;
  label?: string;
  placeholder?: string;
  /** The Search button's text; without it the bar has no button (e.g. a debounced search). */
  buttonLabel?: string;
  className?: string;
  maxLength?: number;
}

/** A labelled search field (role="search"). Enter searches; a clear button empties a non-empty field. */
export function SearchBar({
  value,
  onChange,
  onSubmit,
  label = 'Search vendors',
  placeholder = 'Name, style, town…',
  buttonLabel,
  className,
  maxLength = 200,
}: SearchBarProps) {
  const id = useId();
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <form role="search" className={cx('search-bar', className)} onSubmit={onFormSubmit}>
      <label htmlFor={id} className="control-label">
        {label}
      </label>
      <div className="search-bar__row">
        <div className="search-bar__field">
          <SearchIcon size={19} className="search-bar__icon" />
          <input
            id={id}
            className="search-bar__input"
            type="search"
            name="search"
            value={value}
            placeholder={placeholder}
            maxLength={maxLength}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => onChange(event.target.value)}
          />
          {value && (
            <button
              type="button"
              className="search-bar__clear"
              aria-label="Clear search"
              onClick={() => {
                onChange('');
                onSubmit('');
              }}
            >
              <CloseIcon size={16} />
            </button>
          )}
        </div>
        {buttonLabel && (
          <Button type="submit" className="search-bar__button">
            {buttonLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
