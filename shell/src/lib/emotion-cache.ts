import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache for the server's render and the browser's, without vendor prefixes: the browsers
 * we serve need none, and prefixing made the server's CSS a third larger and took CPU in every render.
 * The key is emotion's default, so the browser's cache takes over the server's styles.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}
