// The API names the field a 400 is about: 'email: must be a valid email address'
// (api/src/lib/validation-message.ts). A form shows that message under the field it names.
import { ApiError } from '@villa/shared/api/client';

export interface ApiFieldError<Field extends string> {
  field: Field;
  message: string;
}

/** The field of `fields` a refused write names, with the API's words (capitalised); else null. */
export function apiFieldError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): ApiFieldError<Field> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const found = /^([a-z_]+): (.+)$/.exec(error.message);
  const field = fields.find((candidate) => candidate === found?.[1]);
  if (!found || field === undefined) return null;
  const words = found[2] ?? '';
  return { field, message: words.charAt(0).toUpperCase() + words.slice(1) };
}
