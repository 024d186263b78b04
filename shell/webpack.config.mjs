import { createAppConfig, DEV_PORTS, REMOTES } from '@villa/tooling/webpack';

/** remotes.json (remote name -> its mf-manifest.json) with each remote's manifest at `base(remote)`. */
const remotesJson = (base) =>
  Object.fromEntries(REMOTES.map(({ name }) => [name, `${base(name)}mf-manifest.json`]));

// Production: each remote under /mfe/<name>/ of the same server (api web-apps). The built file is
// data: moving a remote to another origin is an edit of .web/shell/remotes.json, not a rebuild.
const productionRemotes = remotesJson((name) => `/mfe/${name}/`);
// Development: each remote's own dev server.
const devRemotes = remotesJson((name) => `http://localhost:${DEV_PORTS[name]}/`);

const base = createAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  title: 'Villas for sale in Bengaluru | Verified villa projects',
  runtimePlugins: ['./src/lib/federation/retry-plugin.ts', './src/lib/federation/remote-failure-plugin.ts'],
  devProxy: { '/api': `http://localhost:${DEV_PORTS.api}` },
  assets: { 'remotes.json': `${JSON.stringify(productionRemotes, null, 2)}\n` },
});

export default (env, argv) => {
  const configs = base(env, argv);
  // Production also builds the server-rendering bundle; the dev server is the browser build's.
  const config = Array.isArray(configs) ? configs[0] : configs;
  config.devServer.setupMiddlewares = (middlewares, server) => {
    server.app.get('/remotes.json', (_req, res) => res.set('Cache-Control', 'no-cache').json(devRemotes));
    return middlewares;
  };
  return configs;
};
