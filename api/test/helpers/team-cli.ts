// Runs one of the team's commands (src/leads/leads-cli.ts, src/comments/comments-cli.ts) as `npm run`
// does, against a test server holding an embedded database: the command asks that server, which it
// finds through the data folder's lock. PORT is left out: the command must not need it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PACKAGE_ROOT } from '../../src/config.ts';

const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface TeamCliOptions {
  dataDir: string;
  /** Added to the command's environment. */
  env?: Record<string, string>;
  /** Not read: the command finds the server through the lock (test/integration/leads.test.ts still passes it). */
  baseUrl?: string;
}

export async function runTeamCli(
  script: string,
  args: readonly string[],
  { dataDir, env = {} }: TeamCliOptions,
): Promise<CliResult> {
  const { PORT: _port, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: PACKAGE_ROOT,
      env: { ...inherited, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as CliResult;
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}
