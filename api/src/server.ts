// Starts the server: `tsx src/server.ts` in development, `node dist/server.js` in production.
import { createServer } from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, mapKeyNotice, startupNotices } from './config.ts';
import { recordListeningAddress } from './db/data-dir-lock.ts';
import { offsetClock } from './lib/offset-clock.ts';

/** Seeding an empty database takes seconds; a stop waits for it (one transaction) this long at most. */
const STOP_DELAY_MS = 30_000;
/** After the shutdown grace, closing the event listener and the database takes this long at most. */
const CLOSE_AFTER_GRACE_MS = 5_000;
/** While draining, connections that have gone idle are closed this often. */
const IDLE_SWEEP_MS = 100;

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

/**
 * Stops a serving app: /ready answers 503 from now on, the port stops taking connections (a client
 * is refused before it sends anything, so it or its load balancer can retry elsewhere), idle
 * keep-alive connections are closed, and requests in flight have `graceMs` to finish. Then the
 * connections left are cut and the app closes: its event listener and its database.
 */
export async function drainAndClose(app: FastifyInstance, graceMs: number): Promise<void> {
  app.readiness.drain();
  const started = performance.now();
  // An answer begun before the drain kept its connection open: close it once it is idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => {
    app.log.warn(`Requests still open after the ${graceMs} ms shutdown grace are cut off`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
  app.log.info(`Stopped in ${Math.round(performance.now() - started)} ms`);
}

export async function startServer(
  env: Record<string, string | undefined> = process.env,
): Promise<FastifyInstance | null> {
  // Read before the signal handler, which needs the grace; it is synchronous, so no signal is
  // handled before it anyway.
  const config = loadConfig(env);
  // Signals are handled from here on. A stop that comes while the database is migrated or seeded
  // (each step a transaction) lets that step end, then closes the database, so the next start
  // begins clean; a stop once serving drains the open requests first (drainAndClose).
  let stopping = false;
  let building: Promise<FastifyInstance> | null = null;
  // The bound on the whole stop: the grace for requests, then a few seconds to close the database.
  const delay = Math.max(STOP_DELAY_MS, config.shutdownGraceMs + CLOSE_AFTER_GRACE_MS);
  closeWithGrace({ delay }, async ({ err }) => {
    stopping = true;
    const app = await building?.catch(() => null);
    if (err && app) app.log.error({ err }, 'Shutting down after an error');
    else if (err) console.error('Shutting down after an error:', err);
    if (app) await drainAndClose(app, config.shutdownGraceMs);
  });

  // Before the database is opened: a second server on the port fails here, not after taking the
  // data folder's lock and migrating.
  await assertPortFree(config.port, config.host);
  building = buildApp(
    config,
    config.clockOffsetFile === null ? {} : { clock: offsetClock(config.clockOffsetFile) },
  );
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
  const mapsOff = mapKeyNotice(config);
  if (mapsOff !== null) app.log.info(mapsOff);
  console.log(`Villa marketplace running at http://localhost:${config.port}`);
  return app;
}

startServer().catch((error: unknown) => {
  console.error(`Failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
