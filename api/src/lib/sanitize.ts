import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [...sanitizeHtml.defaults.allowedTags, 'img'];

/**
 * Blog HTML is cleaned when it is stored and again when it is sent, since not every post will come
 * from our seed: no scripts, styles, event handlers or foreign schemes. No `id` or `name` either:
 * an element with one becomes a global of the page (DOM clobbering of `__FEDERATION__` and the like).
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      // Any target, not only _blank, hands the opened page a handle on this one.
      a: (tagName, attribs) => ({
        tagName,
        attribs: 'target' in attribs ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}

/** Reading time in whole minutes at 200 words a minute, rounded up. */
export function readingTimeMinutes(html: string): number {
  const words = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
