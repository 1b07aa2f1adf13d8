/**
 * The apply and claim forms use @uwd/ui's form controls; the checkbox tile keeps its apply-form name.
 */
import { CheckTile, type CheckTileProps } from '@uwd/ui';
import './fields.css';

export { SelectField, TextAreaField, type SelectFieldProps, type TextAreaFieldProps } from '@uwd/ui';

export type CheckboxFieldProps = Omit<CheckTileProps, 'disabled'> & { name: string };

/** A checkbox drawn as a tappable tile (the whole tile is the label). */
export const CheckboxField = (props: CheckboxFieldProps) => <CheckTile {...props} />;
