// The addresses the environment names: the partner sites that embed the enquiry form
// (PARTNER_ORIGINS), the hosts remotes may load from (REMOTE_ORIGINS) and the site's own
// (PUBLIC_URL). Each is checked by parsing it as a URL, which a schema pattern cannot do.
import type { PartnerSite } from '../config.ts';
import { ConfigError } from './env.ts';

/** Enquiries store the partner's origin from this list: a bounded, known value. */
const PARTNER_ORIGIN_MAX_LENGTH = 200;
const PARTNER_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const PARTNERS_EXAMPLE =
  'acme=https://acme.example;bluesky=https://bluesky.example,https://www.bluesky.example';

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const isWebUrl = (url: URL | null): url is URL => url !== null && ['http:', 'https:'].includes(url.protocol);

/** The items of a list, apart by `separator`, trimmed, without empty ones. */
const items = (value: string, separator: string) =>
  value
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

function readOrigin(
  entry: string,
  variable = 'PARTNER_ORIGINS',
  example = 'https://partner.example.com',
): string {
  const url = parseUrl(entry);
  if (
    !isWebUrl(url) ||
    url.origin !== entry.replace(/\/$/, '') ||
    url.origin.length > PARTNER_ORIGIN_MAX_LENGTH
  ) {
    throw new ConfigError(variable, `entry '${entry}' is not an origin like ${example}`);
  }
  return url.origin;
}

/**
 * PARTNER_ORIGINS maps partner ids to their origins, partners apart by `;`, origins by `,`:
 * `acme=https://acme.example;bluesky=https://bluesky.example,https://www.bluesky.example`.
 */
export function readPartners(value: string | undefined): PartnerSite[] {
  if (value === undefined) return [];
  const partners: PartnerSite[] = [];
  const owner = new Map<string, string>();
  for (const entry of items(value, ';')) {
    const equals = entry.indexOf('=');
    const id = equals === -1 ? '' : entry.slice(0, equals).trim();
    if (!PARTNER_ID.test(id)) {
      throw new ConfigError(
        'PARTNER_ORIGINS',
        `entry '${entry}' must be a partner id (lower case letters, digits, dashes) '=' its origins, like ${PARTNERS_EXAMPLE}`,
      );
    }
    if (partners.some((partner) => partner.id === id)) {
      throw new ConfigError('PARTNER_ORIGINS', `partner '${id}' is listed twice`);
    }
    const origins = items(entry.slice(equals + 1), ',').map((origin) => readOrigin(origin));
    if (origins.length === 0) throw new ConfigError('PARTNER_ORIGINS', `partner '${id}' has no origin`);
    for (const origin of origins) {
      const other = owner.get(origin);
      if (other !== undefined) {
        throw new ConfigError(
          'PARTNER_ORIGINS',
          `origin ${origin} is listed for both '${other}' and '${id}'`,
        );
      }
      owner.set(origin, id);
    }
    partners.push({ id, origins });
  }
  return partners;
}

/**
 * REMOTE_ORIGINS: the origins remotes.json may load a remote from besides this site, comma-separated
 * (a CDN, another team's host). https only; an entry of remotes.json on any other origin is skipped.
 */
export function readRemoteOrigins(value: string | undefined): string[] {
  if (value === undefined) return [];
  return items(value, ',').map((entry) => {
    const origin = readOrigin(entry, 'REMOTE_ORIGINS', 'https://cdn.example.com');
    if (!origin.startsWith('https://')) {
      throw new ConfigError('REMOTE_ORIGINS', `entry '${entry}' must be https`);
    }
    return origin;
  });
}

/**
 * ASSET_ORIGIN, the CDN in front of the releases' bucket: browsers load released remotes' files from
 * it while the HTML comes from the app. https, or plain http on this machine (tests).
 */
export function readAssetOrigin(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  const origin = readOrigin(value, 'ASSET_ORIGIN', 'https://cdn.example.com');
  const { protocol, hostname } = new URL(origin);
  if (protocol !== 'https:' && !['localhost', '127.0.0.1'].includes(hostname)) {
    throw new ConfigError(
      'ASSET_ORIGIN',
      `'${value}' must be https (plain http only for localhost or 127.0.0.1)`,
    );
  }
  return origin;
}

/** PUBLIC_URL, the site's address as people open it, without a trailing slash. */
export function readPublicUrl(value: string | undefined, port: number): string {
  if (value === undefined) return `http://localhost:${port}`;
  const url = parseUrl(value);
  if (!isWebUrl(url) || url.search !== '' || url.hash !== '') {
    throw new ConfigError(
      'PUBLIC_URL',
      `must be the site's address like https://villas.example.com (got '${value}')`,
    );
  }
  return value.replace(/\/+$/, '');
}
