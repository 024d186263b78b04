import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY } from './countries.ts';
import {
  sanitizePhone,
  validateEmail,
  validateEnquiryForm,
  validateName,
  validateOtp,
  validatePhone,
} from './validation.ts';

const germany = COUNTRIES.find((country) => country.code === 'DE');

describe('validateName', () => {
  it.each(['Asha Rao', 'Al', '  Ravi  '])('accepts %j', (name) => expect(validateName(name)).toBeNull());
  it.each(['A', '', '   ', 'Asha R4o', 'Anne-Marie', "O'Neil"])('rejects %j', (name) =>
    expect(validateName(name)).toBe('Please enter a valid name'),
  );
});

describe('validateEmail', () => {
  it.each(['asha@example.com', 'a.b+villa@mail.co.in'])('accepts %s', (email) =>
    expect(validateEmail(email)).toBeNull(),
  );
  it.each(['asha', 'asha@example', '@example.com', 'asha @example.com', ''])('rejects %j', (email) =>
    expect(validateEmail(email)).toBe('Please enter a valid email address'),
  );
});

describe('sanitizePhone', () => {
  it('keeps only digits', () => {
    expect(sanitizePhone('+91 98450-12345')).toBe('919845012345');
    expect(sanitizePhone('(984) 501 2345')).toBe('9845012345');
  });

  it('cuts to the country length when given', () => {
    expect(sanitizePhone('98450123456789', 10)).toBe('9845012345');
  });
});

describe('validatePhone', () => {
  it('needs exactly 10 digits by default', () => {
    expect(validatePhone('9845012345')).toBeNull();
    expect(validatePhone('984501234')).toBe('Please enter a valid phone number');
    expect(validatePhone('98450123456')).toBe('Please enter a valid phone number');
    expect(validatePhone('98450 1234')).toBe('Please enter a valid phone number');
  });

  it("needs exactly the chosen country's max_length", () => {
    expect(validatePhone('501234567', 9)).toBeNull();
    expect(validatePhone('9845012345', 9)).toBe('Please enter a valid phone number');
  });
});

describe('validateOtp', () => {
  it('needs exactly 6 digits', () => {
    expect(validateOtp('123456')).toBeNull();
    expect(validateOtp('12345')).toBe('Enter a valid 6 digit OTP');
    expect(validateOtp('1234567')).toBe('Enter a valid 6 digit OTP');
    expect(validateOtp('12345a')).toBe('Enter a valid 6 digit OTP');
  });
});

describe('validateEnquiryForm', () => {
  it('has no errors for a valid form', () => {
    expect(
      validateEnquiryForm(
        { name: 'Asha Rao', email: 'asha@example.com', phone: '9845012345' },
        DEFAULT_COUNTRY,
      ),
    ).toEqual({});
  });

  it('reports each invalid field with its message', () => {
    expect(validateEnquiryForm({ name: 'A', email: 'asha', phone: '123' }, DEFAULT_COUNTRY)).toEqual({
      name: 'Please enter a valid name',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
  });

  it('checks the phone against the chosen country', () => {
    const values = { name: 'Lena Weber', email: 'lena@example.de', phone: '9845012345' };
    expect(germany).toBeDefined();
    expect(validateEnquiryForm(values, germany ?? DEFAULT_COUNTRY)).toEqual({
      phone: 'Please enter a valid phone number',
    });
    expect(validateEnquiryForm({ ...values, phone: '491701234567890' }, germany ?? DEFAULT_COUNTRY)).toEqual(
      {},
    );
  });
});
