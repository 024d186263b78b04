// What every field of the forms kit takes, and how it reads its react-hook-form state.
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';

/** An option of a pick-list: compared by `_id`, shown by `name` (spec 3, 'Form option'). */
export interface FormOption {
  _id: string;
  name: string;
}

/** Options whose id is their name: the fixed lists of spec 9. */
export const optionsOf = (names: readonly string[]): FormOption[] =>
  names.map((name) => ({ _id: name, name }));

export const sameOption = (a: FormOption, b: FormOption) => a._id === b._id;

export interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Marks the label with an asterisk; the rule itself is the form's. */
  required?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: string;
  disabled?: boolean;
  /** The field's own rule, for a form that checks field by field rather than with a resolver. */
  rules?: UseControllerProps<T>['rules'];
}

/** A field's value and handlers, and the line under it: its error, else its helper text. */
export function useFormField<T extends FieldValues>({ control, name, helperText, rules }: FieldProps<T>) {
  const { field, fieldState } = useController({ control, name, rules });
  const error = fieldState.error?.message;
  return { field, invalid: error !== undefined, message: error ?? helperText };
}
