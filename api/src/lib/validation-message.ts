// Turns a schema validation failure into one sentence a caller can act on, naming the field:
// `email: must be a valid email address`, `page: must be an integer of at least 1`.
import {
  COUNTRY_CODE_PATTERN,
  EMAIL_PATTERN,
  PERSON_NAME_PATTERN,
  PHONE_NUMBER_PATTERN,
  TEN_DIGIT_PHONE_PATTERN,
} from '../contract/field-rules.ts';

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A JSON schema, seen only through the keywords the messages need. */
interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  allOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  format?: string;
  /** The product's own wording for a failed keyword (schemas/listing-forms.ts): 'Enter a valid RERA number'. */
  'x-messages'?: Record<string, string>;
}

/** Messages for the patterns our schemas use (keys are the patterns exactly as written there). */
const PATTERN_MESSAGES: Record<string, string> = {
  '^[0-9a-f]{24}$': 'must be a valid id (24 hexadecimal characters)',
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': 'must be a valid slug (lower-case letters, digits and hyphens)',
  [EMAIL_PATTERN]: 'must be a valid email address',
  [PERSON_NAME_PATTERN]: 'must contain only letters and spaces',
  [PHONE_NUMBER_PATTERN]: 'must be a phone number of 6 to 15 digits',
  [COUNTRY_CODE_PATTERN]: "must be a country code like '+91'",
  '^[\\x21-\\x7E]+$': 'must be printable ASCII characters without spaces, such as a UUID',
  '^(?:[Aa]ny|[Nn]one|[0-9]{1,2}\\+?)$': "must be a count like 2 or '2+', 'None' or 'Any'",
  [TEN_DIGIT_PHONE_PATTERN]: 'must be a phone number of 10 digits',
};

const FORMAT_MESSAGES: Record<string, string> = {
  'date-time': 'must be a date and time like 2025-01-31T10:30:00+05:30',
  date: 'must be a date like 2025-01-31',
  email: 'must be a valid email address',
  uri: 'must be a valid URL',
};

const CONTEXT_NAMES: Record<string, string> = {
  querystring: 'query',
  params: 'path',
  body: 'body',
  headers: 'headers',
};

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function fieldLabel(path: string[]): string {
  return path.reduce((label, segment) => {
    if (/^\d+$/.test(segment)) return `${label}[${segment}]`;
    return label === '' ? segment : `${label}.${segment}`;
  }, '');
}

/** The sub-schema at a data path, looking through allOf/anyOf; undefined when it cannot be found. */
function schemaAt(schema: SchemaNode | undefined, path: string[]): SchemaNode | undefined {
  let node = schema;
  for (const segment of path) {
    if (node === undefined) return undefined;
    const candidates = [node, ...(node.allOf ?? []), ...(node.anyOf ?? [])];
    const next: SchemaNode | undefined = /^\d+$/.test(segment)
      ? candidates.find((candidate) => candidate.items)?.items
      : candidates.find((candidate) => candidate.properties?.[segment])?.properties?.[segment];
    node = next;
  }
  return node;
}

/** The non-null branch of `T | null`, else the schema itself. */
function mainBranch(schema: SchemaNode | undefined): SchemaNode | undefined {
  const branches = schema?.anyOf?.filter((branch) => branch.type !== 'null');
  return branches && branches.length === 1 ? branches[0] : schema;
}

/** The number branch of a union such as `integer | string`, for its bounds; else the schema itself. */
function numberBranch(schema: SchemaNode | undefined): SchemaNode | undefined {
  const branches = schema?.anyOf?.filter((branch) => branch.type === 'integer' || branch.type === 'number');
  return branches && branches.length === 1 ? branches[0] : schema;
}

function numberRule(schema: SchemaNode | undefined, fallbackType: string): string {
  const type = typeof schema?.type === 'string' ? schema.type : fallbackType;
  const noun = type === 'integer' ? 'an integer' : 'a number';
  const { minimum, maximum } = schema ?? {};
  if (minimum !== undefined && maximum !== undefined)
    return `must be ${noun} between ${minimum} and ${maximum}`;
  if (minimum !== undefined) return `must be ${noun} of at least ${minimum}`;
  if (maximum !== undefined) return `must be ${noun} of at most ${maximum}`;
  return `must be ${noun}`;
}

function quoteList(values: unknown[]): string {
  return values.map((value) => `'${String(value)}'`).join(', ');
}

function describe(
  issue: ValidationIssue,
  schema: SchemaNode | undefined,
  siblings: ValidationIssue[],
): string {
  const { params } = issue;
  const custom = schema?.['x-messages']?.[issue.keyword];
  if (custom !== undefined) return custom;
  const field = mainBranch(schema);
  // A union of literals ('public' | 'hidden') fails once per branch; list the choices instead.
  const literals = schema?.anyOf?.every((branch) => branch.const !== undefined) ? schema.anyOf : undefined;
  if (literals && siblings.some((sibling) => sibling.keyword === 'anyOf')) {
    return `must be one of ${quoteList(literals.map((branch) => branch.const))}`;
  }
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed';
    case 'type': {
      const expected = String(params.type).split(',')[0] ?? '';
      if (expected === 'integer' || expected === 'number') return numberRule(field, expected);
      if (expected === 'string') return 'must be text';
      if (expected === 'boolean') return 'must be true or false';
      if (expected === 'array') return 'must be a list';
      if (expected === 'object') return 'must be an object';
      return `must be of type ${expected}`;
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return numberRule(numberBranch(field), 'number');
    case 'multipleOf':
      return `must be a multiple of ${String(params.multipleOf)}`;
    case 'minLength':
      return params.limit === 1
        ? 'must not be empty'
        : `must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long`;
    case 'minItems':
      return `must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must have at most ${String(params.limit)} items`;
    case 'uniqueItems':
      return 'must not list the same value twice';
    case 'pattern':
      return PATTERN_MESSAGES[String(params.pattern)] ?? 'is not in the expected format';
    case 'format':
      return FORMAT_MESSAGES[String(params.format)] ?? `must be a valid ${String(params.format)}`;
    case 'const':
      return `must be '${String(params.allowedValue)}'`;
    case 'enum':
      return `must be one of ${quoteList(Array.isArray(params.allowedValues) ? params.allowedValues : [])}`;
    default:
      return issue.message ?? 'is not valid';
  }
}

/**
 * One message for a failed validation: the first problem, with the field named in plain words.
 * `context` is the request part (body, querystring, params, headers); `schema` is that part's schema.
 */
export function formatValidationMessage(
  issues: readonly ValidationIssue[],
  context: string,
  schema?: unknown,
): string {
  const failures = issues.filter(
    (candidate) => candidate.keyword !== 'anyOf' && candidate.keyword !== 'oneOf',
  );
  // Of a union's branches, one whose type the value has tells more than those whose type it lacks:
  // 'lots' as a count is "a count like 2 or '2+'", not "must be an integer".
  const issue =
    failures.find(
      (candidate) => candidate.instancePath === failures[0]?.instancePath && candidate.keyword !== 'type',
    ) ??
    failures[0] ??
    issues[0];
  if (issue === undefined) return `${CONTEXT_NAMES[context] ?? context}: is not valid`;
  const path = issue.instancePath.split('/').slice(1).map(unescapePointer);
  if (issue.keyword === 'required') path.push(String(issue.params.missingProperty));
  if (issue.keyword === 'additionalProperties') path.push(String(issue.params.additionalProperty));
  const label = path.length > 0 ? fieldLabel(path) : (CONTEXT_NAMES[context] ?? context);
  const siblings = issues.filter((candidate) => candidate.instancePath === issue.instancePath);
  return `${label}: ${describe(issue, schemaAt(schema as SchemaNode | undefined, path), siblings)}`;
}
