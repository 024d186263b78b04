import { describe, expect, it } from 'vitest';
import { formatValidationMessage, type ValidationIssue } from '../../src/lib/validation-message.ts';
import { CitiesQuerySchema, EnquiryPayloadSchema, ListingQuerySchema } from '../../src/schemas/index.ts';

const issue = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown> = {},
): ValidationIssue => ({ keyword, instancePath, params });

describe('formatValidationMessage', () => {
  it('names a badly formed email in plain words', () => {
    const message = formatValidationMessage(
      [issue('pattern', '/email', { pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' })],
      'body',
      EnquiryPayloadSchema,
    );
    expect(message).toBe('email: must be a valid email address');
  });

  it('describes a number with its bounds, whatever the failing keyword', () => {
    expect(
      formatValidationMessage(
        [issue('minimum', '/page', { limit: 1, comparison: '>=' })],
        'querystring',
        ListingQuerySchema,
      ),
    ).toBe('page: must be an integer between 1 and 100000');
    expect(
      formatValidationMessage(
        [issue('type', '/page', { type: 'integer' })],
        'querystring',
        ListingQuerySchema,
      ),
    ).toBe('page: must be an integer between 1 and 100000');
    expect(
      formatValidationMessage(
        [issue('maximum', '/limit', { limit: 100 })],
        'querystring',
        ListingQuerySchema,
      ),
    ).toBe('limit: must be an integer between 1 and 100');
    expect(
      formatValidationMessage([issue('maximum', '/lat', { limit: 90 })], 'querystring', ListingQuerySchema),
    ).toBe('lat: must be a number between -90 and 90');
  });

  it('names the missing field', () => {
    expect(
      formatValidationMessage(
        [issue('required', '', { missingProperty: 'phone' })],
        'body',
        EnquiryPayloadSchema,
      ),
    ).toBe('phone: is required');
  });

  it('explains ids, lengths, formats and choices', () => {
    const schema = EnquiryPayloadSchema;
    expect(
      formatValidationMessage(
        [
          issue('pattern', '/unit', { pattern: '^[0-9a-f]{24}$' }),
          issue('type', '/unit', { type: 'null' }),
          issue('anyOf', '/unit'),
        ],
        'body',
        schema,
      ),
    ).toBe('unit: must be a valid id (24 hexadecimal characters)');
    expect(formatValidationMessage([issue('minLength', '/name', { limit: 2 })], 'body', schema)).toBe(
      'name: must be at least 2 characters long',
    );
    expect(
      formatValidationMessage(
        [issue('format', '/scheduled_time_of_visit', { format: 'date-time' })],
        'body',
        schema,
      ),
    ).toBe('scheduled_time_of_visit: must be a date and time like 2025-01-31T10:30:00+05:30');
    expect(
      formatValidationMessage(
        [
          issue('const', '/visibility', { allowedValue: 'public' }),
          issue('const', '/visibility', { allowedValue: 'hidden' }),
          issue('anyOf', '/visibility'),
        ],
        'querystring',
        CitiesQuerySchema,
      ),
    ).toBe("visibility: must be one of 'public', 'hidden'");
  });

  it('names the request part when the whole of it is wrong', () => {
    expect(
      formatValidationMessage([issue('type', '', { type: 'object' })], 'body', EnquiryPayloadSchema),
    ).toBe('body: must be an object');
  });

  it('writes nested paths with dots and brackets', () => {
    expect(formatValidationMessage([issue('type', '/rooms/0/name', { type: 'string' })], 'body')).toBe(
      'rooms[0].name: must be text',
    );
  });
});
