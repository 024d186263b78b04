import { describe, expect, it } from 'vitest';
import { readingTimeMinutes, sanitizeBlogHtml } from '../../src/lib/sanitize.ts';

describe('sanitizeBlogHtml', () => {
  it('keeps the article and drops scripts, handlers and javascript: links', () => {
    const html = sanitizeBlogHtml(
      '<h2 onclick="x()">Title</h2><p>Text <a href="javascript:alert(1)">bad</a> <a href="https://rera.karnataka.gov.in" target="_blank">K-RERA</a></p><script>alert(1)</script><img src="/a.svg" onerror="x()" alt="A">',
    );
    expect(html).toBe(
      '<h2>Title</h2><p>Text <a>bad</a> <a href="https://rera.karnataka.gov.in" target="_blank" rel="noopener noreferrer">K-RERA</a></p><img src="/a.svg" alt="A" />',
    );
  });

  it('counts reading time at 200 words a minute', () => {
    expect(readingTimeMinutes('<p>word</p>')).toBe(1);
    expect(readingTimeMinutes(`<p>${'word '.repeat(450)}</p>`)).toBe(3);
  });
});
