// The contract of the remotes and their pages by file path, in the entry chunk: the remotes and
// their pages (@villa/shared/contracts/exposed-modules), the route patterns (@villa/shared/lib/paths)
// and the matcher, all from one page list, the API's contract (@villa/api/contract/pages).
// first-page-prefetch.ts takes the matcher from here and runs in the entry chunk, before sharing
// starts, so the entry carries a copy of this plain data anyway. The rest of the shell uses that same
// copy, and the shell's shared paths module is then the entry's: its chunk is empty, so no page
// downloads it again (0.4 KB gzip on every page; 0.7 KB for the remotes' contract). Only the shell
// may take them so; the remotes consume the shell's shared modules.
export { REMOTE_PAGES, remoteEntries, remoteLabel } from '../../../shared/src/contracts/exposed-modules.ts';
export { routePatterns } from '../../../shared/src/lib/paths.ts';
export { matchRemotePage, type RemotePageModule } from '@villa/api/contract/pages';
