import { createAppConfig, DEV_PORTS } from '@villa/tooling/webpack';

const devRemotes = Object.fromEntries(
  ['listings', 'detail', 'enquiry', 'blog'].map((name) => [
    name,
    `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`,
  ]),
);

const base = createAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  title: 'Villas for sale in Bengaluru | Verified villa projects',
  runtimePlugins: ['./src/lib/federation/retry-plugin.ts', './src/lib/federation/remote-failure-plugin.ts'],
  devProxy: { '/api': `http://localhost:${DEV_PORTS.api}` },
});

export default (env, argv) => {
  const config = base(env, argv);
  // In development the shell points at each remote's own dev server; production reads public/remotes.json.
  config.devServer.setupMiddlewares = (middlewares, server) => {
    server.app.get('/remotes.json', (_req, res) => res.set('Cache-Control', 'no-cache').json(devRemotes));
    return middlewares;
  };
  return config;
};
