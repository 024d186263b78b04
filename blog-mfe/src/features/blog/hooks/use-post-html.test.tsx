// @vitest-environment jsdom
import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as CleanPostHtml from '../lib/clean-post-html.ts';
import { usePostHtml } from './use-post-html.ts';

const cleaner = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../lib/clean-post-html.ts', async (importOriginal) => {
  const { cleanPostHtml } = await importOriginal<typeof CleanPostHtml>();
  return {
    cleanPostHtml: (html: string) => {
      cleaner.calls += 1;
      return cleanPostHtml(html);
    },
  };
});

function Post({ html }: { html: string }) {
  return <article dangerouslySetInnerHTML={{ __html: usePostHtml(html) }} />;
}

describe('usePostHtml', () => {
  it('keeps the HTML the server rendered into the page as it is, and cleans what comes after', async () => {
    const page = (html: string) => (
      <Suspense fallback="loading">
        <Post html={html} />
      </Suspense>
    );
    const server = '<p>Cleaned by the server</p>';
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(server));
    document.body.append(container);
    const before = cleaner.calls;
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, page(server));
    });
    const article = () => container.querySelector('article')?.innerHTML;
    expect(article()).toBe(server);
    expect(cleaner.calls).toBe(before);

    // The API answers with other HTML (the post was edited): the browser renders it, so it cleans it.
    await act(async () => root.render(page('<p>Edited</p><img src="x" onerror="window.__xss=5">')));
    await waitFor(() => expect(article()).toBe('<p>Edited</p><img src="x">'));
    expect(cleaner.calls).toBe(before + 1);
    root.unmount();
    container.remove();
  });
});
