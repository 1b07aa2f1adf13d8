import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy, FieldShell } from './FormControls';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and linked with aria-describedby; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with hint and error wired for assistive technology (`required`: see FormControls). */
export function TextField({ label, error, hint, id, className, required, ref, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        ref={ref}
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { hint, error })}
        required={required}
        aria-required={required || undefined}
        {...rest}
      />
    </FieldShell>
  );
}
