// `npm run leads -- … --json`, as the sales team runs it, against a test's server: the command asks
// the server that holds the embedded database.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT, type RunningServer } from './server.ts';

export async function leadsOf(
  server: RunningServer,
  kind: 'enquiries' | 'partners' | 'individuals' = 'enquiries',
): Promise<Record<string, string>[]> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'leads', '--', '--kind', kind, '--json'],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: server.dataDir, PORT: new URL(server.baseUrl).port } },
  );
  return JSON.parse(stdout) as Record<string, string>[];
}
