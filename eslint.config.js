// One lint config for the whole workspace. Besides the usual TypeScript rules it enforces the
// architecture: a remote never imports another remote, and inside an app the layers go one way
// (app -> features -> components / lib / hooks / config), with features not importing each other.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { REMOTES as REMOTE_REGISTRY } from './tooling/remotes.mjs';
import { CONTRACT_DIR, noContractCopies, readContractLists } from './tooling/lint/no-contract-copies.mjs';

const REMOTES = REMOTE_REGISTRY.map((remote) => remote.dir);
const APPS = ['shell', ...REMOTES];

/**
 * Inside the API the imports go one way too: only app.ts registers the routes, so nothing else imports
 * a route module (a command shares a route's path or token file through lib/), and the schemas, which
 * the front end reads as types, depend on no database or server code.
 */
const API_SRC = './api/src';
const API_ZONES = [
  {
    target: readdirSync(path.join(import.meta.dirname, API_SRC))
      .filter((entry) => entry !== 'routes' && entry !== 'app.ts')
      .map((entry) => `${API_SRC}/${entry}`),
    from: `${API_SRC}/routes`,
    message: 'Only app.ts imports the routes: share a constant through api/src/lib/ or api/src/contract/.',
  },
  {
    target: `${API_SRC}/schemas`,
    from: ['db', 'plugins', 'routes', 'leads', 'comments'].map((folder) => `${API_SRC}/${folder}`),
    message: 'The schemas depend on no database or server code: take a shared value from api/src/contract/.',
  },
];

const NO_APP_IMPORTS = {
  group: REMOTES.map((remote) => `@villa/${remote}`).concat(['@villa/shell']),
  message: 'Apps never import each other; use contracts from @villa/shared.',
};
// docs/sharing.md: MUI and the router reach the apps only through our shared surfaces, so that one
// instance serves every remote and a page downloads only the components those surfaces hold.
const SHARING_SURFACES = [
  {
    group: ['@mui/material', '@mui/material/*', '@mui/system', '@mui/system/*', '@mui/styled-engine'],
    message:
      'Import MUI from @villa/shared/mui/core (or mui/display, mui/tabs, mui/inputs, mui/overlays, mui/data); a new component is added there first (docs/sharing.md).',
  },
  {
    group: ['react-router', 'react-router/*', 'react-router-dom'],
    message:
      'Import the router from @villa/shared/router (hosts: @villa/shared/router-host; the server render: router-server; tests: router-testing).',
  },
  {
    group: ['react-hook-form', 'react-hook-form/*'],
    message:
      'Import react-hook-form from @villa/shared/forms/form (the forms kit): one copy on a page, whichever app loads it.',
  },
];

/** Rules keeping each app's src/ layered: shared code never reaches up into features or app. */
function layerZones(app) {
  const src = `./${app}/src`;
  return [
    {
      target: [`${src}/components`, `${src}/lib`, `${src}/hooks`, `${src}/config`],
      from: [`${src}/features`, `${src}/app`],
      message: 'Shared layers (components, lib, hooks, config) must not import features or app.',
    },
    { target: `${src}/features`, from: `${src}/app`, message: 'Features must not import from app/.' },
  ];
}

/** Feature folders are not known statically, so this rule resolves each relative import and compares features. */
const noCrossFeatureImports = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const filename = context.filename.replaceAll('\\', '/');
    const featureOf = (file) => /\/src\/features\/([^/]+)\//.exec(file)?.[1];
    const own = featureOf(filename);
    if (!own) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (!source.startsWith('.')) return;
        const other = featureOf(path.posix.resolve(path.posix.dirname(filename), source));
        if (other && other !== own) {
          context.report({
            node,
            message: `Feature '${own}' must not import feature '${other}'; compose them in app/.`,
          });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.web/**',
      '.web.*/**',
      '.screenshots/**',
      '**/storybook-static/**',
      '**/.data/**',
      'pnpm-lock.yaml',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      villa: {
        rules: {
          'no-cross-feature-imports': noCrossFeatureImports,
          'no-contract-copies': noContractCopies(readContractLists(import.meta.dirname)),
        },
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'villa/no-cross-feature-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A remote never imports another remote (or the shell); the shell never imports a remote's code.
            ...APPS.map((app) => ({
              target: `./${app}`,
              from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
              message:
                'Apps are deployed on their own: share through @villa/shared, not by importing another app.',
            })),
            // Shared code is below every app.
            {
              target: './shared',
              from: APPS.map((app) => `./${app}`),
              message: '@villa/shared must not depend on an app.',
            },
            ...APPS.flatMap(layerZones),
            ...API_ZONES,
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: [NO_APP_IMPORTS] }],
    },
  },
  {
    // The apps and @villa/shared use MUI, the router and react-hook-form only through the sharing surfaces.
    files: ['shared/**', ...APPS.map((app) => `${app}/**`)],
    ignores: ['shared/src/mui/**', 'shared/src/router*.ts', 'shared/src/forms/form.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_APP_IMPORTS, ...SHARING_SURFACES] }],
    },
  },
  {
    // Inside @villa/shared a module reaches another through the package's name, never a relative
    // path: each is a shared singleton, and a relative import would bundle a second copy of it into
    // the importer (a second kit or API client on the page, a second auth atom). Tests, stories, the
    // dev host and the first page's contract (bundled into the shell's entry, before sharing starts)
    // are the exceptions.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/mui/**',
      'shared/src/router*.ts',
      'shared/src/forms/form.ts',
      'shared/src/testing/**',
      'shared/src/dev/**',
      'shared/src/contracts/exposed-modules.ts',
      'shared/src/**/*.test.{ts,tsx}',
      'shared/src/**/*.stories.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_APP_IMPORTS,
            ...SHARING_SURFACES,
            {
              group: ['./*', '../*'],
              message:
                "Import another @villa/shared module by name ('@villa/shared/ui/kit'): it is shared once.",
            },
          ],
        },
      ],
    },
  },
  {
    // The front end takes the API's types, never its code (schemas and TypeBox stay on the server),
    // except the runtime-free contract (option lists, field rules), which it imports as values.
    files: ['shared/**', ...APPS.map((app) => `${app}/**`)],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@villa/api(?:/(?!contract/).*)?$',
              allowTypeImports: true,
              message: 'Import only types from @villa/api (values only from @villa/api/contract/*).',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract is bundled into the apps as it is: it imports nothing (no TypeBox, no node:).
    files: [`${CONTRACT_DIR}/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'ImportDeclaration',
          'ImportExpression',
          'ExportAllDeclaration',
          'ExportNamedDeclaration[source]',
        ].map((selector) => ({
          selector,
          message: `${CONTRACT_DIR}/ is imported by the apps as values: it imports nothing.`,
        })),
      ],
    },
  },
  {
    // Each option list is written once, in the contract: a copy elsewhere fails (tests state
    // expected values and are left alone).
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: [`${CONTRACT_DIR}/**`, '**/*.test.{ts,tsx,mjs}', 'api/test/**', 'e2e/**'],
    rules: { 'villa/no-contract-copies': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
