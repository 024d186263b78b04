// docs/deploy.md lists every variable the server reads (issue 28: "every variable"): a variable added
// to the schema without a row there fails here, naming it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
import { EnvSchema, Msg91EnvSchema, S3EnvSchema } from '../../src/config/env.ts';

describe('docs/deploy.md', () => {
  it('has a row for every variable the server reads', () => {
    const table =
      readFileSync(path.join(REPO_ROOT, 'docs', 'deploy.md'), 'utf8').split('## Variables')[1] ?? '';
    const documented = new Set([...table.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1]));
    const mentioned = (name: string) => documented.has(name) || table.includes(`\`${name}\``);
    const read = [EnvSchema, S3EnvSchema, Msg91EnvSchema].flatMap((schema) => Object.keys(schema.properties));
    expect(read.filter((name) => !mentioned(name))).toEqual([]);
  });
});
