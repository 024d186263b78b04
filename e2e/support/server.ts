// Starts the production server (api/dist/server.js serving .web/) on a free port, as `npm start` does.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The Node that runs the server under test: production's in `npm test` (VILLA_SERVER_NODE), else PATH's. */
export const SERVER_NODE = process.env.VILLA_SERVER_NODE ?? 'node';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface RunningServer {
  baseUrl: string;
  webRoot: string;
  /** The SMS outbox file: each OTP message the server "sends", one JSON line each. */
  smsOutbox: string;
  /** PGlite's data folder (the server holds it; `npm run leads` reads it through the server). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A private copy of the build (tests edit its remotes.json) and a fresh database; `env` adds to the
 * server's environment (the bench turns the rate limits off).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'villa-e2e-'));
  const webRoot = path.join(workDir, 'web');
  cpSync(path.join(ROOT, '.web'), webRoot, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn(SERVER_NODE, ['dist/server.js'], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_ROOT: webRoot,
      DATA_DIR: path.join(workDir, 'pglite'),
      SMS_SENDER: 'outbox',
      SMS_OUTBOX_FILE: path.join(workDir, 'sms-outbox.jsonl'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/v1/health`);
  return {
    baseUrl,
    webRoot,
    smsOutbox: path.join(workDir, 'sms-outbox.jsonl'),
    dataDir: path.join(workDir, 'pglite'),
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
