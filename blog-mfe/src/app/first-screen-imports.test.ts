// The blog's pages are first screens: nothing they import statically may reach MUI (its styling
// system and components cost ~50 KB of the 170 KB first-load budget). MUI may come only with a
// piece loaded on intent, through a dynamic import(), inside <MuiTheme>. The same holds for the HTML
// sanitiser (~9 KB), needed only when the browser renders a post itself.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const EXPOSES = join(import.meta.dirname, 'exposes');
const SHARED = dirname(createRequire(import.meta.url).resolve('@villa/shared/package.json'));
const SHARED_EXPORTS = (
  JSON.parse(readFileSync(join(SHARED, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  }
).exports;

/** Static imports and re-exports of a module, type-only ones left out (they are erased). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function staticImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].filter((match) => !match[1]).map((match) => match[2]!);
}

/** A `@villa/shared/…` specifier as the package's exports map resolves it. */
function resolveShared(specifier: string): string | undefined {
  const subpath = `.${specifier.slice('@villa/shared'.length)}`;
  if (SHARED_EXPORTS[subpath]) return join(SHARED, SHARED_EXPORTS[subpath]);
  for (const [pattern, target] of Object.entries(SHARED_EXPORTS)) {
    const [prefix, suffix] = pattern.split('*');
    if (suffix === undefined || !subpath.startsWith(prefix!) || !subpath.endsWith(suffix)) continue;
    const star = subpath.slice(prefix!.length, subpath.length - suffix.length);
    return join(SHARED, target.replace('*', star));
  }
  return undefined;
}

/** Every module reached from `entry` by static imports (ours and @villa/shared's), and what each imports. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (graph.has(file)) continue;
    const specifiers = staticImports(readFileSync(file, 'utf8'));
    graph.set(file, specifiers);
    for (const specifier of specifiers) {
      if (specifier.startsWith('@villa/shared/mui/') || specifier.startsWith('@mui/')) continue;
      const next = specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : specifier.startsWith('@villa/shared/')
          ? resolveShared(specifier)
          : undefined; // a package (react, swr, emotion…): not ours to follow
      if (next) queue.push(next);
    }
  }
  return graph;
}

/** The MUI imports in a graph, as 'file -> specifier'. */
function muiImports(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, specifiers]) =>
    specifiers
      .filter((specifier) => specifier.startsWith('@villa/shared/mui/') || specifier.startsWith('@mui/'))
      .map((specifier) => `${file} -> ${specifier}`),
  );
}

/** The files of a graph that import `specifier`. */
function importersOf(graph: Map<string, string[]>, specifier: string): string[] {
  return [...graph].filter(([, specifiers]) => specifiers.includes(specifier)).map(([file]) => file);
}

const pages = readdirSync(EXPOSES).filter((file) => file.endsWith('.tsx') && !file.includes('.test.'));

describe('the first screen of the blog’s pages', () => {
  it('finds the six exposed pages', () => {
    expect(pages.sort()).toEqual([
      'blog-author-page.tsx',
      'blog-category-page.tsx',
      'blog-index-page.tsx',
      'blog-post-page.tsx',
      'blog-tag-page.tsx',
      'blog-topics-page.tsx',
    ]);
  });

  it.each(pages)('%s reaches no MUI module by a static import', (page) => {
    const graph = importGraph(join(EXPOSES, page));
    // The walk follows our modules and the shared ones: the page's components and the kit are in it.
    expect([...graph.keys()].some((file) => file.endsWith(`/features/blog/components/${page}`))).toBe(true);
    expect([...graph.keys()].some((file) => file.endsWith('/shared/src/ui/kit.tsx'))).toBe(true);
    expect(muiImports(graph)).toEqual([]);
  });

  it.each(pages)('%s downloads the HTML sanitiser only when the browser renders a post itself', (page) => {
    const graph = importGraph(join(EXPOSES, page));
    expect(importersOf(graph, 'dompurify')).toEqual([]);
  });

  it('would report a static import of the sanitiser (the check can fail)', () => {
    const cleaner = join(import.meta.dirname, '../features/blog/lib/clean-post-html.ts');
    expect(importersOf(importGraph(cleaner), 'dompurify')).toEqual([cleaner]);
  });

  it('would report a static import of MUI (the check can fail)', () => {
    const graph = importGraph(join(SHARED, 'src/ui/mui-theme.tsx'));
    expect(muiImports(graph)).toContain(`${join(SHARED, 'src/ui/mui-theme.tsx')} -> @villa/shared/mui/core`);
  });
});
