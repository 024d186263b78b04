import { useState } from 'react';
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

  const change = (field: Field, raw: string) => {
    // The phone keeps digits only, at most as many as the country's numbers have.
    const value = field === 'phone' ? sanitizePhone(raw, country.max_length) : raw;
    const next = { ...values, [field]: value };
    setValues(next);
    if (!edited.has(field)) setEdited(new Set(edited).add(field));
    recheck(field, next, country, false);
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
