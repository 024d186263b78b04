// The architecture rules live in eslint.config.js; these tests show they catch what they should.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

async function messagesFor(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.message);
}

test('a remote may not import another remote', async () => {
  const messages = await messagesFor(
    'listings-mfe/src/features/units/components/x.tsx',
    "import { UnitSummary } from '../../../../../detail-mfe/src/features/unit/components/unit-summary.tsx';\nexport const x = UnitSummary;\n",
  );
  assert.ok(
    messages.some((m) => m.includes('Apps are deployed on their own')),
    messages.join('\n'),
  );
});

test('a remote may not import another app by package name', async () => {
  const messages = await messagesFor('blog-mfe/src/lib/x.ts', "import '@villa/enquiry-mfe';\n");
  assert.ok(
    messages.some((m) => m.includes('Apps never import each other')),
    messages.join('\n'),
  );
});

test('shared layers may not reach up into features or app', async () => {
  const messages = await messagesFor(
    'detail-mfe/src/components/x.tsx',
    "import { something } from '../features/unit/components/unit-detail.tsx';\nexport const x = something;\n",
  );
  assert.ok(
    messages.some((m) => m.includes('must not import features or app')),
    messages.join('\n'),
  );
});

test('one feature may not import another', async () => {
  const messages = await messagesFor(
    'blog-mfe/src/features/blog/components/x.tsx',
    "import { y } from '../../search/components/y.tsx';\nexport const x = y;\n",
  );
  assert.ok(
    messages.some((m) => m.includes("Feature 'blog' must not import feature 'search'")),
    messages.join('\n'),
  );
});

test('an import inside the layers is allowed', async () => {
  const messages = await messagesFor(
    'listings-mfe/src/app/exposes/x.tsx',
    "import { formatPrice } from '@villa/shared/format/price';\nexport const x = formatPrice;\n",
  );
  assert.deepEqual(messages, []);
});

test('inside the API, nothing but app.ts imports a route module', async () => {
  const fromCli = await messagesFor(
    'api/src/leads/x.ts',
    "import { y } from '../routes/admin/index.ts';\nexport const x = y;\n",
  );
  assert.ok(
    fromCli.some((m) => m.includes('Only app.ts imports the routes')),
    fromCli.join('\n'),
  );
  const fromRoute = await messagesFor(
    'api/src/routes/admin/x.ts',
    "import { y } from './team-access.ts';\nexport const x = y;\n",
  );
  assert.deepEqual(fromRoute, []);
});

test("the API's schemas may not import database code", async () => {
  const messages = await messagesFor(
    'api/src/schemas/x.ts',
    "import { unitWiths } from '../db/unit-withs.ts';\nexport const x = unitWiths;\n",
  );
  assert.ok(
    messages.some((m) => m.includes('The schemas depend on no database or server code')),
    messages.join('\n'),
  );
});

test('the front end may import the API schemas only as types', async () => {
  const valueImport = await messagesFor(
    'shell/src/lib/x.ts',
    "import { UnitSchema } from '@villa/api/schemas';\nexport const x = UnitSchema;\n",
  );
  assert.ok(
    valueImport.some((m) => m.includes('Import only types from @villa/api')),
    valueImport.join('\n'),
  );
  const typeImport = await messagesFor(
    'shell/src/lib/x.ts',
    "import type { Unit } from '@villa/api/schemas';\nexport type X = Unit;\n",
  );
  assert.deepEqual(typeImport, []);
});

test('an app may not import MUI or the router around the sharing surfaces', async () => {
  for (const source of ['@mui/material', '@mui/material/Button', 'react-router']) {
    const messages = await messagesFor(
      'listings-mfe/src/components/x.tsx',
      `import { X } from '${source}';\nexport const x = X;\n`,
    );
    assert.ok(
      messages.some((m) => m.includes('@villa/shared/mui/core') || m.includes('@villa/shared/router')),
      `${source}: ${messages.join('\n')}`,
    );
  }
  const shared = await messagesFor(
    'shared/src/ui/x.tsx',
    "import Button from '@mui/material/Button';\nexport const x = Button;\n",
  );
  assert.ok(
    shared.some((m) => m.includes('@villa/shared/mui/core')),
    shared.join('\n'),
  );
});

test('the sharing surfaces themselves import MUI and the router', async () => {
  const messages = await messagesFor(
    'shared/src/mui/core.ts',
    "export { default as Button } from '@mui/material/Button';\n",
  );
  assert.deepEqual(messages, []);
});

test('a @villa/shared module reaches another by name, not by a relative path (one copy on the page)', async () => {
  const relative = await messagesFor(
    'shared/src/ui/x.tsx',
    "import { Text } from './kit.tsx';\nexport const x = Text;\n",
  );
  assert.ok(
    relative.some((m) => m.includes('it is shared once')),
    relative.join('\n'),
  );
  const byName = await messagesFor(
    'shared/src/ui/x.tsx',
    "import { Text } from '@villa/shared/ui/kit';\nexport const x = Text;\n",
  );
  assert.deepEqual(byName, []);
  // Still no MUI outside the surfaces.
  const mui = await messagesFor(
    'shared/src/ui/x.tsx',
    "import Button from '@mui/material/Button';\nexport const x = Button;\n",
  );
  assert.ok(mui.length > 0);
});

// The contract's option lists (api/src/contract/) are written once: lint refuses a copy of one
// anywhere else, and leaves alone what only looks like one.
const FACINGS_COPY =
  "['North', 'South', 'East', 'West', 'North-East', 'North-West', 'South-East', 'South-West']";

test('a copy of an option list fails lint, in an app, in the server and in the seed', async () => {
  for (const file of [
    'listings-mfe/src/features/filters/model/x.ts',
    'enquiry-mfe/src/lib/x.ts',
    'api/src/db/seed-data/x.ts',
  ]) {
    const messages = await messagesFor(file, `export const DIRECTIONS = ${FACINGS_COPY} as const;\n`);
    assert.deepEqual(
      messages,
      ['This copies FACINGS of @villa/api/contract/listing-form-options: import it from there instead.'],
      file,
    );
  }
});

test('a reordered copy, or one with an extra choice, still fails', async () => {
  const messages = await messagesFor(
    'listings-mfe/src/features/filters/model/x.ts',
    "export const BATHS = ['Any', 'None', '6+', '5', '4', '3', '2', '1'];\n",
  );
  assert.ok(
    messages.some((m) => m.includes('BATHROOM_COUNTS of @villa/api/contract/listing-form-options')),
    messages.join('\n'),
  );
});

test("a copy of the amenities' labels, or of the countries' dial codes, fails", async () => {
  const amenities = await messagesFor(
    'listings-mfe/src/features/filters/model/x.ts',
    "export const A = { pool: 'Pool', garden: 'Garden Space', roof: 'Rooftop Terrace', gym: 'Gym', kids: 'Kids Play Area', gated: 'Gated Community', theatre: 'Home Theatre', pets: 'Pet Friendly', office: 'Office Space' };\n",
  );
  assert.ok(
    amenities.some((m) => m.includes('AMENITIES of @villa/api/contract/filter-options')),
    amenities.join('\n'),
  );
  // The server's old copy: [ISO code, dial code] pairs.
  const contract = readFileSync(path.join(ROOT, 'api/src/contract/countries.ts'), 'utf8');
  const pairs = [...contract.matchAll(/dial_code: '(\+\d+)', code: '([A-Z]{2})'/g)].map(
    ([, dial, code]) => `['${code}', '${dial}']`,
  );
  assert.ok(pairs.length > 40);
  const countries = await messagesFor('api/src/lib/x.ts', `export const DIALS = [${pairs.join(', ')}];\n`);
  assert.ok(
    countries.some((m) => /This copies COUNTRIES\.\w+ of @villa\/api\/contract\/countries/.test(m)),
    countries.join('\n'),
  );
});

test('importing the list, a weighted pick, a few of its values or a test are fine', async () => {
  for (const [file, code] of [
    [
      'listings-mfe/src/features/filters/model/x.ts',
      "import { FACINGS } from '@villa/api/contract/listing-form-options';\nexport const x = FACINGS;\n",
    ],
    [
      'api/src/db/x.ts',
      "export const x = ['Semi-Furnished', 'Fully Furnished', 'Unfurnished', 'Unfurnished'];\n",
    ],
    ['api/src/db/x.ts', "export const x = ['North', 'North-East', 'North-West'];\n"],
    ['listings-mfe/src/features/filters/model/x.test.ts', `export const x = ${FACINGS_COPY};\n`],
  ]) {
    assert.deepEqual(await messagesFor(file, code), [], `${file}: ${code}`);
  }
});

test('the front end imports the contract as values, and the contract imports nothing', async () => {
  const contract = await messagesFor(
    'enquiry-mfe/src/lib/x.ts',
    "import { EMAIL_PATTERN } from '@villa/api/contract/field-rules';\nexport const x = EMAIL_PATTERN;\n",
  );
  assert.deepEqual(contract, []);
  const schemas = await messagesFor(
    'enquiry-mfe/src/lib/x.ts',
    "import { EmailSchema } from '@villa/api/schemas';\nexport const x = EmailSchema;\n",
  );
  assert.ok(
    schemas.some((m) => m.includes('Import only types from @villa/api')),
    schemas.join('\n'),
  );
  const importing = await messagesFor(
    'api/src/contract/x.ts',
    "import Type from 'typebox';\nexport const x = Type.String();\n",
  );
  assert.ok(
    importing.some((m) => m.includes('it imports nothing')),
    importing.join('\n'),
  );
});
