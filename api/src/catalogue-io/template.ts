// The catalogue's import and export template (issue 26; docs/catalogue-import.md): one row a record,
// a project or a villa, in CSV or JSON with the same columns. `ref` is the team's own reference for
// the record (a builder's code, a spreadsheet's id), the key a second import updates by; a record
// never imported is known by its id. The other columns are the studio's own fields
// (schemas/studio-catalogue.ts), named as the API names them and checked by the same schemas, except
// that a project's city and locality are given by name.
import { RECORD_KINDS, type RecordKind } from '../contract/catalogue-import.ts';
import { LISTING_STATUSES, type ListingStatus } from '../contract/listing-status.ts';

/** A team's reference: letters, digits and . _ : / -, 1 to 100, starting with a letter or digit. */
export const EXTERNAL_REF_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$';

/**
 * How a CSV cell becomes a field's value (JSON gives the value itself):
 * text as written; a whole or decimal number; a list of items separated by `|`; a list of
 * `title: text` or `name: amount` pairs separated by `|`.
 */
export type CellKind = 'text' | 'integer' | 'number' | 'list' | 'specifications' | 'charges';

export interface Column {
  name: string;
  /** The records that have it. */
  records: readonly RecordKind[];
  cell: CellKind;
  /** For the template's documentation. */
  about: string;
}

const PROJECT = ['project'] as const;
const VILLA = ['villa'] as const;
const BOTH = RECORD_KINDS;

/** Every column, in the order an export writes them. */
export const COLUMNS: readonly Column[] = [
  { name: 'record', records: BOTH, cell: 'text', about: '`project` or `villa`' },
  {
    name: 'ref',
    records: BOTH,
    cell: 'text',
    about: 'your reference for the record: the key of a re-import',
  },
  {
    name: 'project_ref',
    records: VILLA,
    cell: 'text',
    about: "the villa's project: its `ref` (in the file or from before)",
  },
  {
    name: 'status',
    records: BOTH,
    cell: 'text',
    about: `${LISTING_STATUSES.join(', ')}; empty: draft for a new record, unchanged for one we have`,
  },
  {
    name: 'slug',
    records: BOTH,
    cell: 'text',
    about:
      'its address: made from the name for a new record; a new one here changes it, and the old answers 301',
  },
  { name: 'name', records: BOTH, cell: 'text', about: 'required for a new record' },
  { name: 'builder', records: PROJECT, cell: 'text', about: 'required for a new project' },
  {
    name: 'property_kind',
    records: PROJECT,
    cell: 'text',
    about: 'Villa, Villament or Rowhouse; required for a new project',
  },
  {
    name: 'city',
    records: PROJECT,
    cell: 'text',
    about: 'a city we list, by name; required for a new project',
  },
  {
    name: 'locality',
    records: PROJECT,
    cell: 'text',
    about: 'a locality of that city, by name; required for a new project',
  },
  { name: 'description', records: BOTH, cell: 'text', about: '' },
  { name: 'possession_status', records: BOTH, cell: 'text', about: 'Ready To Move or Under Construction' },
  { name: 'rera', records: BOTH, cell: 'text', about: 'the RERA number' },
  { name: 'amenities', records: PROJECT, cell: 'list', about: 'from the studio’s list, separated by |' },
  {
    name: 'specifications',
    records: PROJECT,
    cell: 'specifications',
    about: '`title: description` pairs separated by |',
  },
  { name: 'highlights', records: PROJECT, cell: 'list', about: 'lines separated by |' },
  { name: 'total_units', records: PROJECT, cell: 'integer', about: '' },
  { name: 'land_area_acres', records: PROJECT, cell: 'number', about: '' },
  { name: 'virtual_tour_url', records: PROJECT, cell: 'text', about: 'an https address' },
  {
    name: 'lat',
    records: PROJECT,
    cell: 'number',
    about: "the map pin; empty for a new project: the locality's",
  },
  { name: 'lng', records: PROJECT, cell: 'number', about: '' },
  { name: 'price', records: VILLA, cell: 'integer', about: 'rupees; required for a new villa' },
  { name: 'builtup_area', records: VILLA, cell: 'integer', about: 'sq.ft; required for a new villa' },
  { name: 'plot_area', records: VILLA, cell: 'integer', about: 'sq.ft; required for a new villa' },
  { name: 'plot_rate', records: VILLA, cell: 'integer', about: 'rupees a sq.ft' },
  { name: 'construction_rate', records: VILLA, cell: 'integer', about: 'rupees a sq.ft' },
  { name: 'charges', records: VILLA, cell: 'charges', about: '`name: amount` pairs separated by |' },
  {
    name: 'unit_type',
    records: VILLA,
    cell: 'text',
    about: 'Duplex, Triplex or Penthouse; required for a new villa',
  },
  { name: 'room', records: VILLA, cell: 'integer', about: 'bedrooms; required for a new villa' },
  { name: 'bathrooms', records: VILLA, cell: 'integer', about: 'required for a new villa' },
  { name: 'parking', records: VILLA, cell: 'integer', about: 'car spaces; required for a new villa' },
  { name: 'facing', records: VILLA, cell: 'text', about: 'required for a new villa' },
  { name: 'furnishing', records: VILLA, cell: 'text', about: 'required for a new villa' },
  { name: 'unit_premium_tag', records: VILLA, cell: 'list', about: 'premium tags separated by |' },
];

export const COLUMN_NAMES: readonly string[] = COLUMNS.map((column) => column.name);
export const columnNamed = (name: string) => COLUMNS.find((column) => column.name === name);

/** The columns that say which record a row is, as against its fields. */
export const KEY_COLUMNS = ['record', 'ref', 'project_ref', 'status', 'slug'] as const;

export const isListingStatus = (value: unknown): value is ListingStatus =>
  typeof value === 'string' && (LISTING_STATUSES as readonly string[]).includes(value);
