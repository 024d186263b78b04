// The architecture rules live in eslint.config.js; these tests show they catch what they should.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..', '..') });

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
