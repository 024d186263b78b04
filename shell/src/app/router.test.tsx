import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_MODULES } from '../lib/federation/first-page-prefetch.ts';
import { routes } from './router.tsx';
import * as remoteRoutes from './routes/remote-routes.tsx';

describe('routes', () => {
  it('are the ones the first-page prefetch knows as remote pages', () => {
    const remoteComponents = new Set<unknown>(Object.values(remoteRoutes));
    const remotePaths = routes[0]!
      .children!.filter((route) =>
        remoteComponents.has((route.element as { type?: unknown } | undefined)?.type),
      )
      .map((route) => route.path);
    expect(remotePaths).toHaveLength(FIRST_PAGE_MODULES.length);
    expect(FIRST_PAGE_MODULES.map(([pattern]) => pattern).sort()).toEqual(remotePaths.sort());
  });
});
