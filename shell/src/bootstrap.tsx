import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { FirstScreenData } from '@villa/shared/contracts/exposed-modules';
import { firstTouch } from '@villa/shared/lib/first-touch';
import { restoreAuth } from '@villa/shared/state/auth';
import { App } from './app/app.tsx';
import { warmRemotePage } from './app/router.tsx';
import { loadRemotesManifest } from './lib/federation/remotes-registry.ts';
import { readFirstScreen } from './lib/first-screen.ts';

restoreAuth();
// Fetch remotes.json and the first page's remote module now, while React renders the shell.
void loadRemotesManifest().catch(() => undefined);
warmRemotePage(window.location.pathname);
// SWR's cache forgets what no hook has used for 5 minutes (the spec's cache GC). The app's SWRConfig
// names no provider, so every app's hooks share SWR's default cache, the one this collects.
void firstTouch()
  .then(() => import(/* webpackChunkName: "first-touch" */ '@villa/shared/api/swr-gc'))
  .then(({ collectUnusedCache }) => collectUnusedCache());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const firstScreen: FirstScreenData | null = readFirstScreen(document);
// A transition renders (and hydrates) in slices of a few milliseconds, so it never blocks input.
startTransition(() => {
  if (firstScreen !== null && container.firstElementChild !== null) {
    // The server rendered this page (docs/server-rendering.md): take over its HTML.
    hydrateRoot(container, <App firstScreen={firstScreen} />);
  } else {
    createRoot(container).render(<App />);
  }
});
