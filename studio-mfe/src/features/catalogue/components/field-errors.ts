// The API names the field a refused write is about ('rera: must match …', 'photos/2/alt: …',
// 'slug: is the address of another project: choose another'): the editor shows it under that field.
import { ApiError } from '@villa/shared/api/client';

/** The field (of `fields`) a 400 or 422 names and the API's words, capitalised; else null. */
export function apiFieldError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; message: string } | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422)) return null;
  const found = /^(?:body[./])?([a-z_]+)[^:\s]*: (.+)$/s.exec(error.message);
  const field = fields.find((candidate) => candidate === found?.[1]);
  if (!found || field === undefined) return null;
  const words = found[2] ?? '';
  return { field, message: words.charAt(0).toUpperCase() + words.slice(1) };
}
