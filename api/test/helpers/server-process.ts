// The API server in its own process (`src/server.ts` through tsx, no build needed), for tests and
// bench runs that must kill it, restart it or load it over real HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { PACKAGE_ROOT } from '../../src/config.ts';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the server has printed so far. */
  output(): string;
  /** Resolves when the process has exited, however it ended. */
  stopped(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the server in production mode with `env` added, and waits until it answers. `packageRoot`:
 * another checkout's api folder, for a bench that compares two versions of the code.
 */
export async function startServerProcess(
  env: Record<string, string>,
  packageRoot: string = PACKAGE_ROOT,
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  // SERVER_NODE_FLAGS: Node flags for the server alone, e.g. `--cpu-prof` to profile it under a bench
  // (Node refuses --cpu-prof in NODE_OPTIONS, which would also reach the bench's own process).
  const flags = process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/server.ts'], {
    cwd: packageRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stopped = () =>
    new Promise<void>((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
    );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, baseUrl, output: () => output, stopped };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer within 120 s:\n${output}`);
}
