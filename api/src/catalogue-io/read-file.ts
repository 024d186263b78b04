// Reads an import file (template.ts) into rows: CSV through csv-parse, or JSON, each row's cells
// turned into the values the studio's schemas check. A problem with the file itself (not CSV, an
// unknown column, too many rows) refuses the whole file; a problem with a cell is that row's.
import { parse } from 'csv-parse/sync';
import { BadRequestError } from '../lib/errors.ts';
import { IMPORT_MAX_ROWS, type ImportFormat } from '../contract/catalogue-import.ts';
import { COLUMN_NAMES, columnNamed, type CellKind } from './template.ts';

export interface ReadRow {
  /** The row as the team finds it: a spreadsheet's row (the header is row 1), or a JSON item from 1. */
  row: number;
  /** The cells given (an empty CSV cell is not given), as values of their fields. */
  values: Record<string, unknown>;
  /** Cells that could not be read, as `field: message`. */
  problems: string[];
}

const LIST_SEPARATOR = '|';

/** `1,25,00,000` as a spreadsheet writes a price in lakhs and crores, or `12500000`. */
const WHOLE = /^-?\d{1,3}(?:,\d{2,3})*$|^-?\d+$/;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

const items = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** `Title: text` → the two halves; null when there is no colon. */
function pair(item: string): [string, string] | null {
  const colon = item.indexOf(':');
  return colon < 0 ? null : [item.slice(0, colon).trim(), item.slice(colon + 1).trim()];
}

/** A CSV cell as its field's value; a string the schema will refuse when it isn't one. */
function cellValue(name: string, kind: CellKind, cell: string, problems: string[]): unknown {
  switch (kind) {
    case 'text':
      return cell;
    case 'integer':
      return WHOLE.test(cell) ? Number(cell.replaceAll(',', '')) : cell;
    case 'number':
      return DECIMAL.test(cell) ? Number(cell) : cell;
    case 'list':
      return items(cell);
    case 'specifications':
    case 'charges':
      return items(cell).map((item, index) => {
        const halves = pair(item);
        if (halves === null) {
          problems.push(
            `${name}[${index}]: write it as '${kind === 'charges' ? 'name: amount' : 'title: description'}'`,
          );
          return item;
        }
        const [first, second] = halves;
        if (kind === 'specifications') return { title: first, description: second };
        return { name: first, amount: WHOLE.test(second) ? Number(second.replaceAll(',', '')) : second };
      });
  }
}

function checkColumns(columns: readonly string[]): void {
  const unknown = columns.filter((column) => !COLUMN_NAMES.includes(column));
  if (unknown.length > 0)
    throw new BadRequestError(
      `The file has ${unknown.length === 1 ? 'a column' : 'columns'} the template doesn't: ${unknown.map((c) => `'${c}'`).join(', ')}. The columns are ${COLUMN_NAMES.join(', ')}.`,
    );
  for (const required of ['record', 'ref'])
    if (!columns.includes(required))
      throw new BadRequestError(`The file needs a '${required}' column (see the template).`);
}

function checkSize(rows: number): void {
  if (rows === 0) throw new BadRequestError('The file has no rows to import.');
  if (rows > IMPORT_MAX_ROWS)
    throw new BadRequestError(
      `The file has ${rows} rows; one import takes at most ${IMPORT_MAX_ROWS}. Split it into several files.`,
    );
}

function readCsv(text: string): ReadRow[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false });
  } catch (error) {
    throw new BadRequestError(`The file is not CSV we can read: ${(error as Error).message}`);
  }
  const [header = [], ...body] = records;
  const columns = header.map((name) => name.trim());
  checkColumns(columns);
  checkSize(body.length);
  return body.map((cells, index) => {
    const problems: string[] = [];
    const values: Record<string, unknown> = {};
    cells.forEach((raw, position) => {
      const name = columns[position] as string;
      const cell = raw.trim();
      if (cell === '') return;
      values[name] = cellValue(name, columnNamed(name)!.cell, cell, problems);
    });
    return { row: index + 2, values, problems };
  });
}

function readJson(text: string): ReadRow[] {
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch (error) {
    throw new BadRequestError(`The file is not JSON we can read: ${(error as Error).message}`);
  }
  if (!Array.isArray(items))
    throw new BadRequestError('The JSON file must be a list of records, one object each (see the template).');
  checkSize(items.length);
  const objects = items.map((item, index) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item))
      throw new BadRequestError(`Item ${index + 1} of the file is not an object.`);
    return item as Record<string, unknown>;
  });
  checkColumns([...new Set(objects.flatMap((item) => Object.keys(item)))]);
  return objects.map((values, index) => ({ row: index + 1, values: { ...values }, problems: [] }));
}

export function readImportFile(format: ImportFormat, text: string): ReadRow[] {
  return format === 'csv' ? readCsv(text) : readJson(text);
}

/** The format a file name says, for the command line. */
export function formatOfFileName(name: string): ImportFormat | null {
  const extension = name.toLowerCase().split('.').pop();
  return extension === 'csv' || extension === 'json' ? extension : null;
}
