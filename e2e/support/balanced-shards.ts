// Halves of about equal time for `npm test`'s two browser runs (`--shard=1/2` and `--shard=2/2`,
// tooling/bin/test.mjs). Vitest's own split is by a hash of each path, which once left 446 s in one
// half and 326 s in the other. Here each file weighs its seconds in a full run (a file not listed
// weighs NEW_FILE_SECONDS), and the heaviest goes first, each to the lighter half. Both runs see the
// same files and compute the same split, so together they run every file once. A stale weight only
// makes the halves less even; it never leaves a file out.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each file took in the full run of 2026-11-27 (two halves side by side, two cores). */
const SECONDS: Record<string, number> = {
  'budgets.test.ts': 112,
  'server-rendering.test.ts': 59,
  'studio.test.ts': 55,
  'studio-work.test.ts': 45,
  'sales-inbox.test.ts': 43,
  'partner-embed.test.ts': 38,
  'listing-forms.test.ts': 37,
  'xss-corpus.test.ts': 32,
  'server-lifecycle.test.ts': 31,
  'release.test.ts': 31,
  'first-request-preloads.test.ts': 31,
  'blog-reader.test.ts': 28,
  'map.test.ts': 22,
  'retired-listings.test.ts': 18,
  'remote-unavailable.test.ts': 18,
  'unit-gate.test.ts': 20,
  'filters.test.ts': 15,
  'login.test.ts': 14,
  'remembered-city.test.ts': 8,
};
const NEW_FILE_SECONDS = 10;

const weight = (spec: TestSpecification) => SECONDS[path.basename(spec.moduleId)] ?? NEW_FILE_SECONDS;

export class BalancedSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const heaviestFirst = [...files].sort(
      (a, b) => weight(b) - weight(a) || a.moduleId.localeCompare(b.moduleId),
    );
    const loads = Array.from({ length: count }, () => 0);
    const mine: TestSpecification[] = [];
    for (const spec of heaviestFirst) {
      const lightest = loads.indexOf(Math.min(...loads));
      loads[lightest]! += weight(spec);
      if (lightest === index - 1) mine.push(spec);
    }
    return mine;
  }
}
