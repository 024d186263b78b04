import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRemoteRegistry, REMOTE_REGISTRY_FILE } from '../../src/plugins/app/web-apps/remote-registry.ts';

describe('the registry of remotes the server serves at /mfe/<name>/', () => {
  it('is the one the whole workspace reads', () => {
    const registry = JSON.parse(readFileSync(REMOTE_REGISTRY_FILE, 'utf8')) as {
      name: string;
      embed?: boolean;
    }[];
    const read = readRemoteRegistry();
    expect(read.names).toEqual(registry.map((remote) => remote.name));
    expect(read.names).toContain('listings');
    expect(read.embed).toBe(registry.find((remote) => remote.embed)?.name);
  });

  const written = (content: string) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'villa-registry-')), 'remote-registry.json');
    writeFileSync(file, content);
    return file;
  };

  it('refuses a registry that names no remotes, or a name that is not a path segment', () => {
    for (const content of ['{}', '[]', '[{ "name": "../shell" }]', '[{ "dir": "blog-mfe" }]']) {
      expect(() => readRemoteRegistry(written(content))).toThrow('must be a list of remotes');
    }
  });

  it('refuses a registry with no remote, or two, marked as the partner embed', () => {
    for (const content of [
      '[{ "name": "enquiry" }]',
      '[{ "name": "enquiry", "embed": true }, { "name": "blog", "embed": true }]',
      '[{ "name": "enquiry", "embed": true }, { "name": "blog", "embed": "yes" }]',
    ]) {
      expect(() => readRemoteRegistry(written(content))).toThrow('must mark one remote with "embed": true');
    }
    expect(readRemoteRegistry(written('[{ "name": "a" }, { "name": "b", "embed": true }]'))).toEqual({
      names: ['a', 'b'],
      embed: 'b',
    });
  });
});
