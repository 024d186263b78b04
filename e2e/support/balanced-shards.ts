// Halves of about equal time for `npm test`'s two browser runs (`--shard=1/2` and `--shard=2/2`,
// tooling/bin/test.mjs). Vitest's own split is by a hash of each path, which once left 446 s in one
// half and 326 s in the other. Here each file weighs its seconds in a full run (a file not listed
// weighs NEW_FILE_SECONDS), and the heaviest goes first, each to the lighter half. Both runs see the
// same files and compute the same split, so together they run every file once. A stale weight only
// makes the halves less even; it never leaves a file out.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each file took in the full run of 2026-11-29, setup included (two halves side by side, two cores). */
const SECONDS: Record<string, number> = {
  'budgets.test.ts': 127,
  'studio.test.ts': 60,
  'server-lifecycle.test.ts': 46,
  'server-rendering.test.ts': 43,
  'listing-forms.test.ts': 42,
  'sales-inbox.test.ts': 37,
  'xss-corpus.test.ts': 36,
  'partner-embed.test.ts': 35,
  'studio-work.test.ts': 33,
  'blog-reader.test.ts': 32,
  'release.test.ts': 30,
  'retired-listings.test.ts': 30,
  'map.test.ts': 27,
  'first-request-preloads.test.ts': 25,
  'unit-gate.test.ts': 22,
  'routes.test.ts': 20,
  'remote-unavailable.test.ts': 19,
  'studio-content.test.ts': 17,
  'login.test.ts': 17,
  'filters.test.ts': 16,
  'alerts.test.ts': 15,
  'remote-timeout.test.ts': 13,
  'compare.test.ts': 12,
  'shared-dependencies.test.ts': 11,
  'seo-head.test.ts': 10,
  'remembered-city.test.ts': 10,
  'first-load.test.ts': 8,
  'deploy.test.ts': 8,
  'my-places.test.ts': 7,
  'back-to-listing.test.ts': 6,
  'detail-tabs.test.ts': 4,
  'cache-gc.test.ts': 4,
  'shell-page-failure.test.ts': 4,
  'location-section.test.ts': 3,
  'enquiry.test.ts': 3,
  'remote-origin.test.ts': 2,
  'remote-manifest-validation.test.ts': 2,
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
