// Issue 23, item 7: only PUBLIC_URL's host (and this machine's loopback names) is answered. DNS
// rebinding points another name at our address; the browser then sends that name in Host.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { misdirectedMessage } from '../../src/plugins/app/host-guard.ts';
import { buildTestApp } from '../helpers/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: 'https://villas.example.in' });
});
afterAll(async () => app?.close());

const asHost = (host: string, url = '/api/v1/projects/units?city=Bengaluru') =>
  app.inject({ url, headers: { host } });

describe('the Host header', () => {
  it('answers the public host and this machine’s loopback names', async () => {
    for (const host of [
      'villas.example.in',
      'VILLAS.example.in',
      'localhost:8080',
      '127.0.0.1:18189',
      '[::1]:8080',
    ]) {
      expect((await asHost(host)).statusCode, host).toBe(200);
    }
  });

  it('refuses any other name with 421 and a message, before any work', async () => {
    for (const host of ['attacker.example', 'villas.example.in.attacker.example', '10.0.0.5:8080']) {
      const response = await asHost(host);
      expect(response.statusCode, host).toBe(421);
      expect(response.json()).toEqual({
        statusCode: 421,
        error: 'Misdirected Request',
        message: misdirectedMessage('villas.example.in'),
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const write = await app.inject({
      method: 'POST',
      url: '/api/v1/client/enquiries',
      headers: { host: 'attacker.example' },
      payload: { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', country_code: '+91' },
    });
    expect(write.statusCode).toBe(421);
  });

  it('lets a load balancer check the health of an instance by its address', async () => {
    expect((await asHost('10.0.0.5:8080', '/api/v1/health')).statusCode).toBe(200);
  });
});
