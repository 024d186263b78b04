/// <reference types="vite/client" />
// Every story is a test: each package's stories.test.ts hands its *.stories.tsx files here. A story
// renders as Storybook renders it (the preview's decorators and API, its play function), then must
// have logged no error and show axe no serious or critical violation.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import { InViewObserver } from './in-view-observer.ts';
import preview from './story-preview.tsx';

type StoriesFile = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const annotations = setProjectAnnotations([preview]);

const AXE_RULES: axe.RunOptions['rules'] = {
  // happy-dom computes no layout and paints nothing, so contrast cannot be measured here; Storybook's
  // browser is where it is seen.
  'color-contrast': { enabled: false },
};

/** The same rules for every story: none may switch one off for itself. */
const AXE_OPTIONS: axe.RunOptions = { resultTypes: ['violations'], rules: AXE_RULES };

const GRAVE = new Set(['serious', 'critical']);

/**
 * React's word on the test harness, not on the story: Storybook's renderer turns React's act
 * environment off while a play function waits, and on a loaded machine a render's act can fall in
 * that window. "An update ... was not wrapped in act" and every other error still fail the story.
 */
const HARNESS_NOTICE = 'The current testing environment is not configured to support act(...)';

/** A violation as a line the failure shows: rule, impact, and the elements it found. */
const describeViolation = (violation: axe.Result) =>
  `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
    .map((node) => node.target.join(' '))
    .join(', ')}`;

/**
 * Runs axe over the page with each element's computed style worked out once: happy-dom recomputes a
 * style from every style sheet on each call, and axe asks for the same ones many times over (emotion's
 * sheets made that most of a story's test time).
 */
async function axeViolations(options: axe.RunOptions): Promise<axe.Result[]> {
  const computed = window.getComputedStyle;
  const cache = new Map<string, WeakMap<Element, CSSStyleDeclaration>>();
  window.getComputedStyle = (element, pseudo) => {
    const key = pseudo ?? '';
    const styles = cache.get(key) ?? cache.set(key, new WeakMap()).get(key)!;
    let style = styles.get(element);
    if (!style) styles.set(element, (style = computed.call(window, element, pseudo)));
    return style;
  };
  try {
    return (await axe.run(document.body, options)).violations;
  } finally {
    window.getComputedStyle = computed;
  }
}

/** Tests each story of `files`, e.g. `testStories(import.meta.glob('./**\/*.stories.tsx', { eager: true }))`. */
export function testStories(files: Record<string, unknown>): void {
  const observer = globalThis.IntersectionObserver;
  beforeAll(() => {
    // Sections that load as they come near render at once, as on a tall screen.
    globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;
    return annotations.beforeAll();
  });
  afterAll(() => {
    globalThis.IntersectionObserver = observer;
  });
  for (const [file, exports] of Object.entries(files)) {
    const title = (exports as { default?: { title?: string } }).default?.title ?? file;
    describe(title, () => {
      const stories = Object.entries(composeStories(exports as StoriesFile)) as [string, ComposedStory][];
      for (const [name, story] of stories) {
        it(name, async () => {
          const errors: string[] = [];
          const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
            const message = args.map(String).join(' ');
            if (message !== HARNESS_NOTICE) errors.push(message);
          });
          try {
            await story.run({ canvasElement: document.body.appendChild(document.createElement('div')) });
            // The whole body: dialogs and menus render outside the story's canvas.
            const violations = await axeViolations(AXE_OPTIONS);
            expect(
              violations.filter((violation) => GRAVE.has(violation.impact ?? '')).map(describeViolation),
            ).toEqual([]);
            expect(errors).toEqual([]);
          } finally {
            consoleError.mockRestore();
          }
        });
      }
    });
  }
}
