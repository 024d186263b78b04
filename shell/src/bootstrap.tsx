import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { FirstScreenData } from '@villa/shared/contracts/exposed-modules';
import { restoreAuth } from '@villa/shared/state/auth';
import { loadRemotesManifest } from './lib/federation/remotes-registry.ts';
import { readFirstScreen } from './lib/first-screen.ts';

/** Lets the browser handle input and paint before the next piece of start-up work. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

restoreAuth();
// Fetch remotes.json and the first page's remote module now, while React renders the shell.
void loadRemotesManifest().catch(() => undefined);

// The app's modules (MUI, the router, the layout) are evaluated in a task of their own, not in the
// one that evaluated React: one long task blocks a phone's input for hundreds of milliseconds.
// `eager`: no chunk of its own (no extra request); only the evaluation is put off.
await yieldToMain();
const { App } = await import(/* webpackMode: "eager" */ './app/app.tsx');
const { warmRemotePage } = await import(/* webpackMode: "eager" */ './app/router.tsx');
warmRemotePage(window.location.pathname);
await yieldToMain();

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
