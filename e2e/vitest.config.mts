import { defineConfig } from 'vitest/config';
import { BalancedSequencer } from './support/balanced-shards.ts';

// Browser tests over the production build: in one run, one file, server and browser at a time. `npm
// test` starts two runs side by side, each with half the files (--shard, halves of about equal time: support/balanced-shards.ts) and its
// own global server.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    // Room for a slow machine: a CI run on a loaded 2-core machine took 2.6 times as long as usual.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    sequence: { sequencer: BalancedSequencer },
  },
});
