// What `use-sync-external-store/shim` is on React 18 and later: React's own hook. The package's shim
// also ships a fallback for React 16 and 17 (0.8 KB gzip on every page that uses SWR); the apps' builds
// put this module in its place (tooling/webpack/create-app-config.mjs).
export { useSyncExternalStore } from 'react';
