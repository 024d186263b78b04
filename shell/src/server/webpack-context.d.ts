// webpack's import.meta.webpackContext, used by render-page.tsx to share every @villa/shared module
// with the remotes' server builds.
interface WebpackContext {
  (key: string): unknown;
  keys(): string[];
}

interface ImportMeta {
  webpackContext(request: string, options: { recursive?: boolean; regExp?: RegExp }): WebpackContext;
}
