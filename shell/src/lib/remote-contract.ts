// The contract of the remotes and their pages (@villa/shared/contracts/exposed-modules) by file path,
// as first-page-prefetch.ts takes it: that runs in the entry chunk, before sharing starts, so the
// entry carries a copy of this plain data anyway. The rest of the shell uses that same copy rather
// than download the shared module again (0.7 KB gzip on every page).
export { REMOTE_PAGES, remoteEntries, remoteLabel } from '../../../shared/src/contracts/exposed-modules.ts';
