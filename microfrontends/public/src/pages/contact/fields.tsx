import type { InputHTMLAttributes, ReactNode } from 'react';
// The frame (label, hint, error) is @uwd/ui's; these controls keep the native `required` (SPEC §5: the
// contact form relies on the browser's own required handling) and hand the value, not the event, upward.
import { FieldShell } from '@uwd/ui';

interface ControlProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}

export function SelectField({ id, name, label, value, error, required, onChange, children }: ControlProps & { children: ReactNode }) {
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <select
        id={id}
        name={name}
        className="field__input field__select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
    </FieldShell>
  );
}

export function TextAreaField({ id, name, label, value, error, required, onChange, maxLength, rows }: ControlProps & { maxLength: number; rows: number }) {
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <textarea
        id={id}
        name={name}
        className="field__input field__textarea"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        maxLength={maxLength}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldShell>
  );
}

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * A labelled input that keeps the native `required` attribute (SPEC §5: the contact form relies on the
 * browser's own required handling), with hint and error wired to aria-describedby.
 */
export function InputField({ id, label, error, hint, required, ...rest }: InputFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        className="field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
    </FieldShell>
  );
}
