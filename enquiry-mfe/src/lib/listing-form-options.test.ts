import { expect, test } from 'vitest';
// A test compares the forms' choices with the API's contract; no page imports the API's code.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import * as server from '@villa/api/listing-form-options';
import { DEFAULT_UPLOAD_LIMITS } from '../components/image-upload/lib/check-files.ts';
import * as form from './listing-form-options.ts';

test("the forms offer exactly the server's choices, in its order", () => {
  for (const list of [
    'PROJECT_STAGES',
    'PROPERTY_KINDS',
    'BHK_CONFIGURATIONS',
    'VILLA_TYPES',
    'FACINGS',
    'FURNISHINGS',
    'PROPERTY_STAGES',
    'BEDROOM_COUNTS',
    'BATHROOM_COUNTS',
    'PARKING_COUNTS',
    'BALCONY_COUNTS',
  ] as const) {
    expect(form[list], list).toEqual(server[list]);
  }
  expect(form.STAGE_NEEDING_AGE).toBe(server.STAGE_NEEDING_AGE);
});

test("the upload widget checks the server's limits", () => {
  expect(DEFAULT_UPLOAD_LIMITS).toEqual({
    allowedTypes: server.UPLOAD_ALLOWED_TYPES,
    maxBytes: server.UPLOAD_MAX_BYTES,
    maxFiles: server.UPLOAD_MAX_FILES,
  });
});
