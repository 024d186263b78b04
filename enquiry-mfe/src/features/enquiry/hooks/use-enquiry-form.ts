import { useRef } from 'react';
import { useForm } from '@villa/shared/forms/form';
import { DEFAULT_COUNTRY, type Country } from '@villa/shared/lib/countries';
import {
  sanitizePhone,
  validateEmail,
  validateName,
  validatePhone,
  type EnquiryFormErrors,
  type EnquiryFormValues,
} from '@villa/shared/lib/validation';
import { hasPhonePrefix, readPhone } from '../lib/read-phone.ts';
import type { LoginDetails } from './use-otp-login.ts';

/** The fields the visitor types in; the country is picked, and its length is the phone rule's. */
type Field = keyof EnquiryFormValues;

const DEFAULTS: LoginDetails = { name: '', email: '', phone: '', country: DEFAULT_COUNTRY };

/** A rule as react-hook-form takes it: true when the value is right, else the spec 5 message. */
const rule = (message: string | null) => message ?? true;

/** Each field's rule, for the kit's fields (components/form-fields) to register. */
const RULES = {
  name: { validate: (value: unknown) => rule(validateName(String(value))) },
  email: { validate: (value: unknown) => rule(validateEmail(String(value))) },
  phone: {
    validate: (value: unknown, fields: LoginDetails) =>
      rule(validatePhone(String(value), fields.country.max_length)),
  },
};

/**
 * The enquiry form's values and messages (spec 5), on react-hook-form. A field is checked when it
 * loses focus (once something was typed in it) and on submit; once it shows a message it is
 * re-checked as the visitor types, so the message goes away as soon as the value is right.
 */
export function useEnquiryForm() {
  const { control, setValue, trigger, watch, getFieldState, formState } = useForm<LoginDetails>({
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
  });
  // Fields the visitor has typed in: leaving an untouched field (the autofocused name) says nothing.
  const edited = useRef(new Set<Field>());
  // Each phone change takes a ticket, so a parse that finishes after a newer change is dropped.
  const phoneTicket = useRef(0);

  const set = (field: Field, value: string) => {
    edited.current.add(field);
    setValue(field, value, { shouldValidate: getFieldState(field).invalid });
  };

  const change = (field: Field, raw: string) => {
    if (field !== 'phone') return set(field, raw);
    const ticket = (phoneTicket.current += 1);
    const country = watch('country');
    // '+91 98765 43210' or '0091 …' is parsed (the parser loads then); plain digits are only cleaned.
    if (!hasPhonePrefix(raw, country)) return set('phone', sanitizePhone(raw, country.max_length));
    void readPhone(raw, country).then((read) => {
      if (ticket !== phoneTicket.current) return;
      setValue('country', read.country);
      set('phone', read.phone);
    });
  };

  const blur = (field: Field) => {
    if (edited.current.has(field)) void trigger(field);
  };

  const chooseCountry = (next: Country) => {
    setValue('country', next);
    setValue('phone', watch('phone').slice(0, next.max_length), {
      shouldValidate: getFieldState('phone').invalid,
    });
  };

  /** Checks every field; resolves true when the form can be sent. */
  const validate = () => trigger();

  const { country, ...values } = watch();
  const errors: EnquiryFormErrors = Object.fromEntries(
    (['name', 'email', 'phone'] as const)
      .map((field) => [field, formState.errors[field]?.message] as const)
      .filter(([, message]) => message),
  );
  return {
    control,
    rules: RULES,
    values: values as EnquiryFormValues,
    country,
    errors,
    change,
    blur,
    chooseCountry,
    validate,
  };
}
