// Types of web-root.mjs, for the browser tests that deploy a build under the running server with it.
export const ENTRY_FILES: ReadonlySet<string>;
export const CARRIED_OVER_LIST: string;
export function isEntryFile(file: string): boolean;
export function isHashedAsset(file: string): boolean;
export function filesToCarryOver(trees: {
  previous: string[];
  previouslyCarried: string[];
  next: string[];
}): string[];
export function listFiles(root: string): string[];
export function carryOver(previousRoot: string, nextRoot: string): string[];
export function stagingRoots(webRoot: string, pid?: number): { next: string; old: string };
export function removeLeftovers(webRoot: string): void;
export function swapIntoPlace(nextRoot: string, webRoot: string): void;
