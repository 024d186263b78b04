// What the apps share at run time and what each bundles itself (DESIGN.md section 2,
// docs/sharing.md): the module federation `shared` configuration of the host and the remotes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';

/**
 * Singletons shared once across all apps (DESIGN.md section 2, docs/sharing.md). A trailing slash
 * shares every subpath too (react/jsx-runtime, react-dom/client, @villa/shared/state/auth …);
 * @villa/shared must be one copy so its atoms and API settings are the same in every app. jotai's
 * subpaths are not shared: only @villa/shared/state uses jotai/utils, and shared whole it would ship
 * every util; jotai itself (the default store) is one copy.
 * MUI and the router are shared only through our surfaces (@villa/shared/mui/*, @villa/shared/router):
 * a shared module is never tree-shaken, so sharing @mui/material itself would ship all of MUI.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'jotai',
  'swr',
  '@emotion/react',
  '@emotion/styled',
  '@villa/shared/',
];

/**
 * The surfaces the host provides even where it renders none of their components itself, so a
 * remote's page never falls back to its own copy of MUI (a second MUI download).
 */
export const HOST_PROVIDED_SURFACES = [
  '@villa/shared/mui/core',
  '@villa/shared/mui/tabs',
  '@villa/shared/mui/inputs',
  '@villa/shared/mui/overlays',
  '@villa/shared/mui/data',
  '@villa/shared/mui/display',
  '@villa/shared/router',
  '@villa/shared/router-host',
];

/**
 * Shared in the browser only: SWR's subpaths (the listing's swr/infinite). The server build bundles
 * them into the remote, as before: the shell's server build has no swr/infinite.
 */
const BROWSER_SINGLETONS = ['swr/'];

/**
 * SWR's subpaths each app bundles: swr/_internal, which only the shell's cache collector
 * (api/swr-gc) imports. It is the very module the shell's swr is built on, so the shell's copy is
 * the swr every app uses; shared, it was an entry in the shell's share map on every page.
 */
const BUNDLED_SWR_SUBPATHS = /^_internal$/;

/**
 * Modules of @villa/shared that each app bundles itself instead: stateless, and shared they would not
 * be tree-shaken, so a page showing two icons downloaded all of them (1.4 KB gzip on /units). The
 * card's small pieces (price and unit formatting, the price text, the RERA badge, the safe image) are
 * bundled too: shared, each was a chunk and an entry of its own in the remote's share map, 1.7 KB
 * gzip on /units, /unit and /project, for code that one app per page uses. The map library and its
 * no-key note likewise: only lazy chunks use them, and each shared module costs every page an entry
 * in the share map of each remote's remoteEntry.js. The API's base path and the event bus are stateless
 * too (the bus rides on window's DOM events): split out for the partner embed's loader, bundled. So
 * are WhenNear, a component without state of its own, useHydrated, a hook without state, firstTouch,
 * whose promise each app's copy keeps for itself, and
 * ListingGone (with listingGoneOf and the first screen's PAGE_STATUS_KEY), the rarely met page of a
 * listing taken down, which the detail remote loads lazily. So is the forms kit (forms/*): only lazy
 * chunks and first-screen buttons use it, and shared, its core alone (react-hook-form) cost 75 B gzip
 * on every enquiry page and 108 B on every blog page, over their ceilings; each app bundles its own.
 * So is the city (state/city, state/remember-city, state/remembered-city): its state is the URL (the
 * router, shared) and the city cookie, so each app takes the few functions it uses, and the cookie's
 * writer and reader only where they write and read; shared, every page downloaded all of it. So are
 * state/places-picks and state/compare-picks, whose few lines decide whether a page loads the places
 * or the compare code at all. So is
 * api/public-config, a fetcher without state of its own (SWR, shared, holds the answer): shared, it
 * was an entry in the shell's share map once the places page asked for the Maps key; and
 * api/swr-gc, which only the shell runs. And the
 * compare list and the places themselves (state/compare, state/my-places, ui/commute-line), which only
 * lazy chunks use: their state is localStorage and the bus, which every copy hears; shared, each would
 * cost every page an entry in every remote's share map.
 */
export const BUNDLED_SHARED_MODULES =
  /^(?:forms\/[\w-]+(?:\.tsx?)?|ui\/(?:icons|price-text|rera-badge|safe-image|map-key-note|when-near|listing-gone|commute-line)(?:\.tsx)?|format\/(?:price|unit)(?:\.ts)?|maps\/[\w-]+(?:\.ts)?|api\/(?:paths|public-config|swr-gc)(?:\.ts)?|contracts\/event-bus(?:\.ts)?|lib\/(?:hydration|first-touch|listing-gone|page-status)(?:\.ts)?|state\/(?:city|remember-city|remembered-city|compare|compare-picks|places-picks|my-places)(?:\.ts)?)$/;
export const SINGLETON_EXCLUDE_WARNING = /"singleton: true" is used together with "exclude\.request/;

/**
 * Package subpaths the host provides though it never imports them. swr/infinite reaches SWR's core
 * through relative imports, so a remote's own copy brings a second core (5 KB gzip on /units) and a
 * second config context; provided by the host, it is built on the host's swr, and only its own few
 * lines download, on the pages that use it.
 */
const HOST_PROVIDED_PACKAGES = ['swr/infinite'];

/** The ES module file of a package subpath ('swr/infinite'), as webpack resolves `import`. */
function esmEntry(resolve, request) {
  const [name, ...rest] = request.split('/');
  const manifestFile = resolve(`${name}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = manifest.exports[`./${rest.join('/')}`].import;
  return {
    file: path.join(path.dirname(manifestFile), typeof entry === 'string' ? entry : entry.default),
    version: manifest.version,
  };
}

/** The `shared` option of an app's ModuleFederationPlugin: the host provides, remotes consume. */
export function sharedConfig(appDir, isHost) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const singletons = [...SINGLETONS, ...BROWSER_SINGLETONS].map((key) => {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    const range = deps[packageName];
    const requiredVersion =
      range && !range.startsWith('workspace:') ? `^${range.replace(/^[\^~]/, '')}` : false;
    const bundled = { '@villa/shared/': BUNDLED_SHARED_MODULES, 'swr/': BUNDLED_SWR_SUBPATHS }[key];
    const exclude = bundled ? { exclude: { request: bundled } } : {};
    return [key, { singleton: true, requiredVersion, ...exclude }];
  });
  if (!isHost) return Object.fromEntries(singletons);
  // A share key is provided only when the build imports it, unless its `import` is a file path.
  const resolve = createRequire(path.join(appDir, 'package.json')).resolve;
  const sharedVersion = JSON.parse(readFileSync(resolve('@villa/shared/package.json'), 'utf8')).version;
  const surfaces = HOST_PROVIDED_SURFACES.map((key) => [
    key,
    { import: resolve(key), shareKey: key, version: sharedVersion, singleton: true, requiredVersion: false },
  ]);
  const packages = HOST_PROVIDED_PACKAGES.map((key) => {
    const { file, version } = esmEntry(resolve, key);
    return [key, { import: file, shareKey: key, version, singleton: true, requiredVersion: false }];
  });
  return Object.fromEntries([...singletons, ...surfaces, ...packages]);
}

export /** Whether a request is one of the shared singletons (SINGLETONS, a trailing slash meaning any subpath). */
function isSingletonRequest(request) {
  return SINGLETONS.some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key));
}
