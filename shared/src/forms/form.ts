// The forms kit's core: react-hook-form behind our own module, what every field takes, and a form's
// rules as its resolver. The one module that imports react-hook-form (lint keeps it so), so that the
// library is one module to share or bundle; the kit is bundled per app for now (BUNDLED_SHARED_MODULES
// in tooling/webpack/sharing.mjs says why).
import {
  useController,
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseControllerProps,
} from 'react-hook-form';

export { Controller, useController, useForm, useWatch } from 'react-hook-form';
export type {
  Control,
  FieldPath,
  FieldValues,
  PathValue,
  SubmitHandler,
  UseFormReturn,
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

// A form's rules as one function of all its values (rules that read two fields, such as the RERA
// number or the property age, need them all), handed to react-hook-form as its resolver.

/** The message of each field that is wrong; a field that is right is absent. */
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** The errors of `found` that are messages: a rule that passed (null or undefined) leaves no key. */
export function onlyProblems<T>(found: Partial<Record<keyof T, string | null | undefined>>): FormErrors<T> {
  return Object.fromEntries(
    Object.entries(found).filter(([, message]) => typeof message === 'string'),
  ) as FormErrors<T>;
}

/** '{Field} is required' (spec 5). */
export const requiredMessage = (field: string) => `${field} is required`;

export function resolverOf<T extends FieldValues>(validate: (values: T) => FormErrors<T>): Resolver<T> {
  return async (values) => {
    const wrong = Object.entries(validate(values)).filter(([, message]) => typeof message === 'string');
    if (wrong.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        wrong.map(([field, message]) => [field, { type: 'validate', message }]),
      ) as FieldErrors<T>,
    };
  };
}
