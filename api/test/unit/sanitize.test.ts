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

  it('drops id and name, which would make the element a global of the page', () => {
    expect(
      sanitizeBlogHtml(
        '<p id="__FEDERATION__">A</p><a name="location" id="x" href="/blog">B</a><img name="cookie" src="/c.svg" alt="C">',
      ),
    ).toBe('<p>A</p><a href="/blog">B</a><img src="/c.svg" alt="C" />');
  });

  it('gives every link with a target noopener noreferrer, whatever rel it came with', () => {
    expect(
      sanitizeBlogHtml(
        '<a href="https://a.example" target="_top">A</a><a href="https://b.example" target="win" rel="opener">B</a><a href="/c">C</a>',
      ),
    ).toBe(
      '<a href="https://a.example" target="_top" rel="noopener noreferrer">A</a><a href="https://b.example" target="win" rel="noopener noreferrer">B</a><a href="/c">C</a>',
    );
  });

  it('counts reading time at 200 words a minute', () => {
    expect(readingTimeMinutes('<p>word</p>')).toBe(1);
    expect(readingTimeMinutes(`<p>${'word '.repeat(450)}</p>`)).toBe(3);
  });
});
