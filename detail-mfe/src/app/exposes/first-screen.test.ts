import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The first screen of each page must download none of MUI (the 170 KB first-load budget): whatever
// the exposed module reaches through static imports is in its first load, so no such chain may end
// in MUI. MUI comes only with what is imported dynamically (a section as it comes near, a dialog).

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** The modules a file imports statically, for their values (type-only imports are erased). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

const isMui = (specifier: string) =>
  specifier.startsWith('@mui/') || specifier.startsWith('@villa/shared/mui/');

/** Our own files (this app's and @villa/shared's) that `file` imports; packages are leaves. */
function resolveOwn(specifier: string, file: string): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  if (specifier.startsWith('@villa/shared/')) return require.resolve(specifier);
  return undefined;
}

/** Every chain of static imports from `entry` that reaches MUI, as 'a.tsx -> b.tsx -> @mui/…'. */
function chainsToMui(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (isMui(specifier)) {
        found.push([...chain, specifier].join(' -> '));
        continue;
      }
      const next = resolveOwn(specifier, file);
      if (next) visit(next, [...chain, path.basename(next)]);
    }
  };
  visit(entry, [path.basename(entry)]);
  return found;
}

describe('the first load of the detail pages', () => {
  it.each(['unit-detail-page.tsx', 'project-detail-page.tsx'])(
    '%s reaches no MUI through static imports',
    (page) => {
      expect(chainsToMui(path.join(here, page))).toEqual([]);
    },
  );

  it('would see MUI reached through a static import', () => {
    // The EMI calculator keeps MUI's form fields: it is imported dynamically, and this finds it.
    const emi = path.join(here, '../../features/unit/components/emi-section.tsx');
    expect(chainsToMui(emi)).toContain('emi-section.tsx -> @villa/shared/mui/inputs');
    // …and a chain through @villa/shared: the theme provider that comes with it.
    expect(chainsToMui(emi)).toContain('emi-section.tsx -> mui-theme.tsx -> @villa/shared/mui/core');
  });
});
