// Starts the server: `tsx src/server.ts` in development, `node dist/server.js` in production.
import { createServer } from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, startupNotices } from './config.ts';
import { recordListeningAddress } from './db/data-dir-lock.ts';

/** Seeding an empty database takes seconds; a stop waits for it (one transaction) this long at most. */
const STOP_DELAY_MS = 30_000;

/** Fails, with a message that says so, when another process listens on the port. */
function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is in use by another process: stop it, or set PORT to another port.`)
          : error,
      ),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

export async function startServer(
  env: Record<string, string | undefined> = process.env,
): Promise<FastifyInstance | null> {
  // Signals are handled from the first line. A stop that comes while the database is migrated or
  // seeded (each step a transaction) lets that step end, then closes the database, so the next
  // start begins clean; a stop once serving drains the open requests first.
  let stopping = false;
  let building: Promise<FastifyInstance> | null = null;
  closeWithGrace({ delay: STOP_DELAY_MS }, async ({ err }) => {
    stopping = true;
    const app = await building?.catch(() => null);
    if (err && app) app.log.error({ err }, 'Shutting down after an error');
    else if (err) console.error('Shutting down after an error:', err);
    await app?.close();
  });

  const config = loadConfig(env);
  // Before the database is opened: a second server on the port fails here, not after taking the
  // data folder's lock and migrating.
  await assertPortFree(config.port, config.host);
  building = buildApp(config);
  const app = await building;
  if (stopping) return null; // the stop handler closes it
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close(); // every way out closes the database
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  // `npm run leads` and `npm run comments` find this server through the embedded database's lock.
  if (config.databaseUrl === null) recordListeningAddress(config.dataDir, { host: config.host, port });
  for (const notice of startupNotices(config)) app.log.warn(notice);
  console.log(`Villa marketplace running at http://localhost:${config.port}`);
  return app;
}

startServer().catch((error: unknown) => {
  console.error(`Failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
