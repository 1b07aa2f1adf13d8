/**
 * Labelled select, textarea and checkbox controls for every form, wired like @uwd/ui's TextField:
 * the error under the control, aria-invalid and aria-describedby (hint, error).
 *
 * `required` marks the label and sets the native attribute. A form that shows the spec's own messages
 * (apply, claim, review, upgrade, profile, the admin forms) is `noValidate`, so the browser never stops its
 * submit; the contact form is not, and relies on the browser's own required handling (SPEC §5).
 */
import type { ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from '../cx';

export const describedBy = (id: string, parts: { hint?: unknown; aside?: unknown; error?: unknown; extra?: string }): string | undefined =>
  [parts.hint && `${id}-hint`, parts.aside && `${id}-aside`, parts.error && `${id}-error`, parts.extra].filter(Boolean).join(' ') || undefined;

interface ShellProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Shown beside the hint, e.g. a character count. */
  aside?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint (with an optional aside such as a counter) and error: every field's frame. */
export function FieldShell({ id, label, error, hint, aside, required, className, children }: ShellProps) {
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {aside ? (
        <div className="field__meta">
          {hint ? (
            <p id={`${id}-hint`} className="field__hint">
              {hint}
            </p>
          ) : (
            <span />
          )}
          <p id={`${id}-aside`} className="field__hint field__aside">
            {aside}
          </p>
        </div>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

export function SelectField({ id, label, error, hint, required, className, children, ref, ...rest }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select
        ref={ref}
        id={id}
        className="field__input ui-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        required={required}
        aria-required={required || undefined}
        {...rest}
      >
        {children}
      </select>
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Shown beside the hint, e.g. a character count. */
  aside?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ id, label, error, hint, aside, required, className, ref, ...rest }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} aside={aside} required={required} className={className}>
      <textarea
        ref={ref}
        id={id}
        className="field__input ui-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, aside, error })}
        required={required}
        aria-required={required || undefined}
        {...rest}
      />
    </FieldShell>
  );
}

export interface CheckTileProps {
  id: string;
  /** The form field name, when the tile is part of a submitted form. */
  name?: string;
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox drawn as a tappable tile (the whole tile is the label). */
export function CheckTile({ id, name, label, description, checked, disabled, onChange }: CheckTileProps) {
  return (
    <label className={cx('ui-check', checked && 'ui-check--checked', disabled && 'ui-check--disabled')} htmlFor={id}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className="ui-check__input"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-desc` : undefined}
      />
      <span className="ui-check__text">
        <span id={`${id}-label`} className="ui-check__label">
          {label}
        </span>
        {description && (
          <span id={`${id}-desc`} className="ui-check__desc">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
