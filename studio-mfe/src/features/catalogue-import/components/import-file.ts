// A chosen file's format and size, checked before anything is sent: the limits are the API's
// (contract/catalogue-import.ts), which refuses a larger file whole.
import { IMPORT_FORMATS, IMPORT_MAX_BYTES, type ImportFormat } from '@villa/api/contract/catalogue-import';

/** What the file input takes: '.csv,.json'. */
export const IMPORT_ACCEPT = IMPORT_FORMATS.map((format) => `.${format}`).join(',');

/** 16 MB: a size as people read it. */
export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The file's format by its name's ending, or null. */
export const formatOf = (name: string): ImportFormat | null =>
  IMPORT_FORMATS.find((format) => name.toLowerCase().endsWith(`.${format}`)) ?? null;

/** Why the file can't be sent, or null when it may be. */
export function fileProblem(file: File): string | null {
  if (formatOf(file.name) === null)
    return `${file.name} is not a CSV or JSON file. Choose a .csv or .json file of the template.`;
  if (file.size > IMPORT_MAX_BYTES)
    return `${file.name} is larger than ${megabytes(IMPORT_MAX_BYTES)}, the most a file may be. Split it into several files.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}
