import { TextField } from '@uwd/ui';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';

type Key = 'name' | 'email' | 'phone';

export interface ContactFieldsProps {
  fieldId: (key: Key) => string;
  values: Record<Key, string>;
  errors: Partial<Record<Key, string>>;
  onChange: (key: Key, value: string) => void;
}

/** 'Your Name' and 'Email Address' side by side, as every public form asks for them. */
export function NameEmailRow({ fieldId, values, errors, onChange, nameMaxLength }: ContactFieldsProps & { nameMaxLength: number }) {
  return (
    <div className="form-row">
      <TextField id={fieldId('name')} name="name" label="Your Name" autoComplete="name" maxLength={nameMaxLength} required value={values.name} error={errors.name} onChange={(e) => onChange('name', e.target.value)} />
      <TextField
        id={fieldId('email')}
        name="email"
        type="email"
        inputMode="email"
        label="Email Address"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => onChange('email', e.target.value)}
      />
    </div>
  );
}

/** The optional 'Phone' field. */
export function PhoneField({ fieldId, values, errors, onChange, maxLength }: ContactFieldsProps & { maxLength: number }) {
  return (
    <TextField id={fieldId('phone')} name="phone" type="tel" label="Phone" hint="Optional" autoComplete="tel" maxLength={maxLength} value={values.phone} error={errors.phone} onChange={(e) => onChange('phone', e.target.value)} />
  );
}
