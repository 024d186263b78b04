import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRemoteNames, REMOTE_REGISTRY_FILE } from '../../src/plugins/app/web-apps.ts';

describe('the registry of remotes the server serves at /mfe/<name>/', () => {
  it('is the one the whole workspace reads', async () => {
    const registry = JSON.parse(readFileSync(REMOTE_REGISTRY_FILE, 'utf8')) as { name: string }[];
    expect(await readRemoteNames()).toEqual(registry.map((remote) => remote.name));
    expect(await readRemoteNames()).toContain('listings');
  });

  it('refuses a registry that names no remotes, or a name that is not a path segment', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'villa-registry-')), 'remote-registry.json');
    for (const content of ['{}', '[]', '[{ "name": "../shell" }]', '[{ "dir": "blog-mfe" }]']) {
      writeFileSync(file, content);
      await expect(readRemoteNames(file)).rejects.toThrow('must be a list of remotes');
    }
  });
});
