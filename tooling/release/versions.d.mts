// Types of versions.mjs, for the API's release to the bucket (api/src/releases/release-cli.ts).
export const VERSION: RegExp;
export function versionName(date: Date, hash: string): string;
