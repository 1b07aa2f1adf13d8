/**
 * Labelled select, textarea and checkbox controls for the apply and claim forms, wired like @uwd/ui's
 * TextField: the error under the control, aria-invalid and aria-describedby (hint, counter, error).
 */
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from '@uwd/ui';
import './fields.css';

interface ShellProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Shown beside the hint, e.g. a character count. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

export const describedBy = (id: string, parts: { hint?: unknown; aside?: unknown; error?: unknown }): string | undefined =>
  [parts.hint && `${id}-hint`, parts.aside && `${id}-aside`, parts.error && `${id}-error`].filter(Boolean).join(' ') || undefined;

function FieldShell({ id, label, error, hint, required, aside, className, children }: ShellProps) {
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
      {(hint || aside) && (
        <div className="apply-field__meta">
          {hint ? (
            <p id={`${id}-hint`} className="field__hint">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {aside && (
            <p id={`${id}-aside`} className="field__hint apply-field__aside">
              {aside}
            </p>
          )}
        </div>
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
  children: ReactNode;
}

export function SelectField({ id, label, error, hint, required, className, children, ...rest }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select
        id={id}
        className="field__input apply-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
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
  aside?: ReactNode;
}

export function TextAreaField({ id, label, error, hint, aside, required, className, ...rest }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} aside={aside} required={required} className={className}>
      <textarea
        id={id}
        className="field__input apply-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, aside, error })}
        aria-required={required || undefined}
        {...rest}
      />
    </FieldShell>
  );
}

export interface CheckboxFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox drawn as a tappable tile (the whole tile is the label). */
export function CheckboxField({ id, name, label, description, checked, onChange }: CheckboxFieldProps) {
  return (
    <label className={cx('apply-check', checked && 'apply-check--checked')} htmlFor={id}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className="apply-check__input"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-desc` : undefined}
      />
      <span className="apply-check__text">
        <span id={`${id}-label`} className="apply-check__label">
          {label}
        </span>
        {description && (
          <span id={`${id}-desc`} className="apply-check__desc">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
