import { prefetchFirstPage } from './lib/federation/first-page-prefetch.ts';

// Start on the first page's remote while the shared modules download, not after them.
prefetchFirstPage(window.location.pathname);
// The async boundary: the federation runtime negotiates shared modules before the app's code runs.
import('./bootstrap.tsx');
