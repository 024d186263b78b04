// The browser's own cleaning of a post's HTML before it is injected: the blog does not take the API's
// word that it is safe. Loaded on intent (use-post-html.ts), never with a page's first screen.
import DOMPurify from 'dompurify';

/** What an editor writes: text, headings, lists, quotes, links, images and tables. */
const ALLOWED_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'div', 'span'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'cite', 'q'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
];
/** No id or name: an element with one becomes a global of the page (DOM clobbering of __FEDERATION__). */
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'loading'];

// Any target, not only _blank, hands the opened page a handle on this one.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
});

export function cleanPostHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
