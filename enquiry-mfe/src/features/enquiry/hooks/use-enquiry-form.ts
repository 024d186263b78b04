import { useRef, useState } from 'react';
import { DEFAULT_COUNTRY, type Country } from '@villa/shared/lib/countries';
import {
  sanitizePhone,
  validateEmail,
  validateEnquiryForm,
  validateName,
  validatePhone,
  type EnquiryFormErrors,
  type EnquiryFormValues,
} from '@villa/shared/lib/validation';
import { hasPhonePrefix, readPhone } from '../lib/read-phone.ts';

type Field = keyof EnquiryFormValues;

const EMPTY: EnquiryFormValues = { name: '', email: '', phone: '' };

function validateField(field: Field, values: EnquiryFormValues, country: Country): string | null {
  if (field === 'name') return validateName(values.name);
  if (field === 'email') return validateEmail(values.email);
  return validatePhone(values.phone, country.max_length);
}

/**
 * The enquiry form's values and messages (spec 5). A field is checked when it loses focus (once
 * something was typed in it) and on submit; once it shows a message it is re-checked as the visitor types, so the message goes away
 * as soon as the value is right.
 */
export function useEnquiryForm() {
  const [values, setValues] = useState<EnquiryFormValues>(EMPTY);
  const [country, setCountry] = useState<Country>(DEFAULT_COUNTRY);
  const [errors, setErrors] = useState<EnquiryFormErrors>({});
  // Fields the visitor has typed in: leaving an untouched field (the autofocused name) says nothing.
  const [edited, setEdited] = useState<ReadonlySet<Field>>(() => new Set());

  const recheck = (field: Field, next: EnquiryFormValues, nextCountry: Country, always: boolean) => {
    setErrors((current) => {
      if (!always && !current[field]) return current;
      const { [field]: _previous, ...rest } = current;
      const message = validateField(field, next, nextCountry);
      return message ? { ...rest, [field]: message } : rest;
    });
  };

  // Each phone change takes a ticket, so a parse that finishes after a newer change is dropped.
  const phoneTicket = useRef(0);

  /** Sets one field (the other fields as they are then) and re-checks it if it shows a message. */
  const apply = (field: Field, value: string, fieldCountry: Country) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
    recheck(field, { ...EMPTY, [field]: value }, fieldCountry, false);
  };

  const change = (field: Field, raw: string) => {
    if (field !== 'phone') return apply(field, raw, country);
    const ticket = (phoneTicket.current += 1);
    // '+91 98765 43210' or '0091 …' is parsed (the parser loads then); plain digits are only cleaned.
    if (!hasPhonePrefix(raw, country)) return apply('phone', sanitizePhone(raw, country.max_length), country);
    void readPhone(raw, country).then((read) => {
      if (ticket !== phoneTicket.current) return;
      setCountry(read.country);
      apply('phone', read.phone, read.country);
    });
  };

  const blur = (field: Field) => {
    if (edited.has(field)) recheck(field, values, country, true);
  };

  const chooseCountry = (next: Country) => {
    const nextValues = { ...values, phone: values.phone.slice(0, next.max_length) };
    setCountry(next);
    setValues(nextValues);
    recheck('phone', nextValues, next, false);
  };

  /** Checks every field; true when the form can be sent. */
  const validate = (): boolean => {
    const found = validateEnquiryForm(values, country);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return { values, country, errors, change, blur, chooseCountry, validate };
}
