import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    webRoot: string;
    smsOutbox: string;
    dataDir: string;
    /** CLOCK_OFFSET_FILE: milliseconds written here move the server's clock (a scheduled post's test). */
    clockFile: string;
  }
}

export default async function setup(project: TestProject) {
  const clockDir = mkdtempSync(path.join(tmpdir(), 'villa-e2e-clock-'));
  const clockFile = path.join(clockDir, 'offset-ms');
  const server = await startServer({ CLOCK_OFFSET_FILE: clockFile });
  project.provide('clockFile', clockFile);
  project.provide('baseUrl', server.baseUrl);
  project.provide('webRoot', server.webRoot);
  project.provide('smsOutbox', server.smsOutbox);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
    rmSync(clockDir, { recursive: true, force: true });
  };
}
