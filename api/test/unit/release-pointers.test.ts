import { describe, expect, it } from 'vitest';
import { releaseStack, type PointerSwitch } from '../../src/releases/release-pointers.ts';

const at = new Date('2026-11-27T10:00:00Z');
let id = 0;
const change = (action: PointerSwitch['action'], version: string | null): PointerSwitch => ({
  id: (id += 1),
  remote: 'listings',
  version,
  action,
  switchedBy: 'Asha',
  switchedAt: at,
});

describe('the release pointer', () => {
  it('is the newest release not rolled back; a rollback goes to the one before, then to the own build', () => {
    expect(releaseStack([])).toEqual([]);
    const history = [
      change('release', 'v1'),
      change('release', 'v2'),
      change('rollback', 'v1'),
      change('release', 'v3'),
    ];
    expect(releaseStack(history)).toEqual(['v1', 'v3']);
    expect(releaseStack([...history, change('rollback', 'v1'), change('rollback', null)])).toEqual([]);
  });
});
