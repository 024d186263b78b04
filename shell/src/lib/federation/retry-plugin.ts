// Runtime plugin (the network layer): fetch a remote's manifest again after a short back-off before
// giving up, so one dropped request on a mobile network doesn't cost the buyer a whole section.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry } from './fetch-with-retry.ts';
import { takeEarlyManifest } from './first-page-prefetch.ts';

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'villa-manifest-retry',
    fetch(url, init) {
      if (!url.endsWith('.json')) return undefined;
      // The first page's manifest may already be on its way (first-page-prefetch.ts).
      return takeEarlyManifest(url) ?? fetchWithRetry(url, init);
    },
  };
}
