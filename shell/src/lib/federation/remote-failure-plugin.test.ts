import { describe, expect, it, vi } from 'vitest';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import remoteFailurePlugin from './remote-failure-plugin.ts';
import { isRemoteUnavailable } from './remote-unavailable.ts';

const origin = {} as ModuleFederation;

describe('remoteFailurePlugin', () => {
  const plugin = remoteFailurePlugin();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('turns a failed module load into the unavailable marker', async () => {
    const result = await plugin.errorLoadRemote!({
      id: 'listings/UnitsPage',
      error: new Error('ScriptExternalLoadError'),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin,
    });
    expect(isRemoteUnavailable(result)).toBe(true);
  });

  it('lets a failed manifest fetch reach loadRemote instead of faking a manifest', async () => {
    const result = await plugin.errorLoadRemote!({
      id: 'http://x/mf-manifest.json',
      error: new Error('Failed to fetch'),
      from: 'runtime',
      lifecycle: 'afterResolve',
      origin,
    });
    expect(result).toBeUndefined();
  });
});
