import { defineConfig } from 'vitest/config';
import { appVitestConfig } from '@villa/tooling/vitest';

export default defineConfig(appVitestConfig);
