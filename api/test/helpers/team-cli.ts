// Runs one of the team's commands (src/leads/leads-cli.ts, src/comments/comments-cli.ts) as `npm run`
// does, against a test server holding an embedded database: the command asks that server.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PACKAGE_ROOT } from '../../src/config.ts';

const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runTeamCli(
  script: string,
  args: readonly string[],
  { dataDir, baseUrl }: { dataDir: string; baseUrl: string },
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: new URL(baseUrl).port, DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as CliResult;
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}
