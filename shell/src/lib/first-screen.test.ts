import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE, readFirstScreen } from './first-screen.ts';

function page(script: string | null): Document {
  document.body.innerHTML =
    script === null ? '' : `<script type="application/json" ${FIRST_SCREEN_ATTRIBUTE}>${script}</script>`;
  return document;
}

describe('readFirstScreen', () => {
  it("reads the server's data for hydration", () => {
    expect(readFirstScreen(page('{"@\\"/blog/posts/slug\\",\\"a\\",":{"data":1}}'))).toEqual({
      '@"/blog/posts/slug","a",': { data: 1 },
    });
  });

  it('is null for a page the server did not render, or data that is not an object', () => {
    expect(readFirstScreen(page(null))).toBeNull();
    expect(readFirstScreen(page('not json'))).toBeNull();
    expect(readFirstScreen(page('[1,2]'))).toBeNull();
    expect(readFirstScreen(page(''))).toBeNull();
  });
});
