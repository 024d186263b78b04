// The XSS corpus against the editor's output: whatever HTML a post holds when the editor opens, what
// the editor hands back carries no script, no handler and no javascript: address (the server's
// sanitiser cleans it again when it is stored).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { XSS_PAYLOADS } from '../../../../../e2e/support/xss-payloads.ts';
import RichTextEditor from './rich-text-editor.tsx';

const ran = vi.fn();
Object.assign(globalThis, { __xss: ran });
afterEach(() => vi.clearAllMocks());

/** What in `html` could run: an element that runs or embeds, a handler, or a script address. */
function runnable(html: string): string[] {
  const found: string[] = [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'svg', 'style', 'link', 'meta', 'form', 'base'].includes(tag))
      found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      // An address with a scheme other than the web's, mail's or phone's (a relative one has none).
      const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
      const address = ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name);
      if (address && scheme !== undefined && !['http', 'https', 'mailto', 'tel'].includes(scheme))
        found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}

describe('the rich-text editor against the XSS corpus', () => {
  it.each(XSS_PAYLOADS.map((payload, n) => [n, payload] as const))(
    'payload %i comes back without anything that runs',
    async (_n, payload) => {
      const onChange = vi.fn<(html: string) => void>();
      const { user, unmount } = renderWithProviders(
        <RichTextEditor html={`<p>Intro</p>${payload}`} onChange={onChange} label="Body" />,
      );
      const body = screen.getByRole('textbox', { name: 'Body' });
      await user.type(body, 'x');
      const html = onChange.mock.calls.at(-1)?.[0] ?? '';
      expect(html).toContain('Intro');
      expect(runnable(html)).toEqual([]);
      expect(runnable(body.innerHTML)).toEqual([]);
      expect(ran).not.toHaveBeenCalled();
      unmount();
    },
  );
});
