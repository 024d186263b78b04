// Starts the server: `tsx src/server.ts` in development, `node dist/server.js` in production.
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

export async function startServer(
  env: Record<string, string | undefined> = process.env,
): Promise<FastifyInstance> {
  const config = loadConfig(env);
  const app = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'Shutting down after an error');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Villa marketplace running at http://localhost:${config.port}`);
  return app;
}

startServer().catch((error: unknown) => {
  console.error(`Failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
