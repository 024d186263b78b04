// Types of checks.mjs, for the API's `npm run release -- <remote> --to s3` (api/src/releases/release-cli.ts).
export class ReleaseRefused extends Error {
  constructor(remote: string, reason: string, problems?: string[]);
}
export interface FederationManifest {
  name: string;
  shared?: { name: string; version: string; singleton?: boolean; requiredVersion?: string | false }[];
  exposes?: { name: string }[];
}
export function checkManifest(options: {
  remote: string;
  manifest: FederationManifest;
  hostManifest: FederationManifest;
  contractIds: string[];
  hasFile: (file: string) => boolean;
}): { checked: string[] };
export function sharedProblems(host: FederationManifest, remote: FederationManifest): string[];
export function contractModuleIds(contractFile: string): string[];
export function contractFile(root: string): string;
