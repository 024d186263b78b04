// The Content-Security-Policy of the shell's HTML (the partner embed's files have their own: embed.ts).
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: [
    'https://maps.googleapis.com',
    'https://places.googleapis.com',
    'https://routes.googleapis.com',
    'https://*.gstatic.com',
  ],
  style: ['https://fonts.googleapis.com'],
};

/**
 * The Content-Security-Policy of the shell's HTML: scripts, styles and manifests from this origin
 * and from the remotes' origins (module federation), inline styles for emotion, images from anywhere
 * over https, and Google Maps when a key is configured.
 */
export function shellCspDirectives(origins: string[], withMaps: boolean): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...origins, ...(withMaps ? GOOGLE_MAPS.script : [])],
    connectSrc: ["'self'", ...origins, ...(withMaps ? GOOGLE_MAPS.connect : [])],
    styleSrc: ["'self'", "'unsafe-inline'", ...origins, ...(withMaps ? GOOGLE_MAPS.style : [])],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', 'https:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // Served over plain http on a LAN or localhost, upgrading would break every asset.
    upgradeInsecureRequests: null,
  };
}
