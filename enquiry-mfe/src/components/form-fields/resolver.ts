// A form's rules as one function of all its values (rules that read two fields, such as the RERA
// number or the property age, need them all), handed to react-hook-form as its resolver.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

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
