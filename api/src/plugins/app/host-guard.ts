// Answers only requests addressed to this site. DNS rebinding points an attacker's host name at our
// address: the browser then treats our answers as that site's, same-origin with the attacker's
// script, and our own-site checks see a request "from itself". Such a request carries the attacker's
// name in Host, so only PUBLIC_URL's host and this machine's loopback names are answered.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Names a browser sends only when the person typed them: they reach this machine alone. */
const LOOPBACK_HOST_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A load balancer checks an instance by its own address: the health checks answer any host. */
const ANY_HOST_PATHS = new Set(['/api/v1/health', '/api/v1/ready']);

export const misdirectedMessage = (publicHost: string) =>
  `This server answers only for ${publicHost}: open the site at its address, or set PUBLIC_URL to the address people use`;

/** The host name of a Host header value, without its port ('[::1]:8080' -> '[::1]'). */
const hostName = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

export function isAllowedHost(host: string, publicHost: string): boolean {
  return host.toLowerCase() === publicHost.toLowerCase() || LOOPBACK_HOST_NAMES.has(hostName(host));
}

export default fp(
  async (app) => {
    const publicHost = new URL(app.config.publicUrl).host;
    app.addHook('onRequest', async (request: FastifyRequest, reply) => {
      if (ANY_HOST_PATHS.has(request.url.split('?')[0] ?? '')) return;
      if (isAllowedHost(request.host, publicHost)) return;
      await reply.helmet();
      return reply.code(421).send({
        statusCode: 421,
        error: 'Misdirected Request',
        message: misdirectedMessage(publicHost),
      });
    });
  },
  { name: 'host-guard', dependencies: ['helmet'] },
);
