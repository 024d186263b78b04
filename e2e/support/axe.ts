// axe-core in a loaded page: its default rules (WCAG 2.x A and AA and best practices), reported with
// the nodes that break them. The budget test runs it on every route at both widths.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated rather than added as a <script>: the page's Content-Security-Policy would block an inline
// script, and the devtools protocol's evaluation is not subject to it.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** The impacts that fail a page. */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** Runs axe on the page as it is now and returns every violation, worst first. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    interface AxeNode {
      target: unknown[];
      failureSummary?: string;
    }
    interface AxeResult {
      id: string;
      impact?: string | null;
      help: string;
      nodes: AxeNode[];
    }
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<{ violations: AxeResult[] }> };
    };
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    const rank = ['critical', 'serious', 'moderate', 'minor'];
    return violations
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(' '),
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        })),
      }))
      .sort((a, b) => rank.indexOf(a.impact ?? 'minor') - rank.indexOf(b.impact ?? 'minor'));
  });
}

/** The violations that fail a page (serious or critical), one line per node, for a failure message. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes: ${violation.help}):\n` +
        violation.nodes.map((node) => `  ${node.target}: ${node.summary}`).join('\n'),
    )
    .join('\n');
}
