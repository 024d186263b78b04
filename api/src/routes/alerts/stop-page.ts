// The page an alert SMS's stop link opens (`/alerts/stop/<token>`): one tap stops every alert, with
// no login, as the SMS promises. The page says so and offers to turn them back on (a form that posts
// to the same address), so a link opened by mistake, or by a chat app's preview, is undone in a tap.
// Plain HTML from the server: it must work on any phone, before and without the app's scripts.
import type { FastifyPluginAsync } from 'fastify';
import { ALERT_STOP_PATH } from '../../contract/alerts.ts';

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
/** Taps an address may make a minute: a person taps once or twice; guessing tokens is stopped. */
const TAPS_PER_MINUTE = 20;

export const ALERT_STOP_TEXTS = {
  stopped: 'You will get no more VillaNest alerts',
  stoppedDetail: 'We have stopped every alert on this number: new villas for your searches and price drops.',
  resume: 'Turn alerts back on',
  resumed: 'Your VillaNest alerts are on again',
  resumedDetail: 'You will get at most one SMS a day when there is news.',
  unknown: 'This link is not valid',
  unknownDetail: 'It may have been cut short when it was copied. Open the link from the SMS again.',
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, detail: string, form?: { action: string; label: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} | VillaNest</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f7f5f0;color:#1f2a24}
main{max-width:480px;margin:15vh auto 0;padding:24px}h1{font-size:1.4rem;margin:0 0 12px}
p{line-height:1.5;margin:0 0 20px}form{margin:0 0 20px}button{font:inherit;padding:12px 20px;border-radius:8px;border:1px solid #1f5c45;
background:#fff;color:#1f5c45;cursor:pointer}a{color:#1f5c45}</style></head>
<body><main><h1>${escape(title)}</h1><p>${escape(detail)}</p>${
    form
      ? `<form method="post" action="${escape(form.action)}"><button type="submit">${escape(form.label)}</button></form>`
      : ''
  }<p><a href="/">Go to VillaNest</a></p></main></body></html>`;
}

const stopPageRoutes: FastifyPluginAsync = async (app) => {
  // The page's form posts an empty url-encoded body; nothing in it is read (the token is the address).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const options = {
    config: { rateLimit: { max: TAPS_PER_MINUTE, timeWindow: '1 minute' } },
    schema: { hide: true },
  };
  const answer = (known: boolean, ok: () => string) =>
    known ? ok() : page(ALERT_STOP_TEXTS.unknown, ALERT_STOP_TEXTS.unknownDetail);

  app.get<{ Params: { token: string } }>(`${ALERT_STOP_PATH}/:token`, options, async (request, reply) => {
    const { token } = request.params;
    const known = TOKEN.test(token) && (await app.alerts.stop(token));
    reply
      .code(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store');
    return answer(known, () =>
      page(ALERT_STOP_TEXTS.stopped, ALERT_STOP_TEXTS.stoppedDetail, {
        action: `${ALERT_STOP_PATH}/${token}`,
        label: ALERT_STOP_TEXTS.resume,
      }),
    );
  });

  app.post<{ Params: { token: string } }>(`${ALERT_STOP_PATH}/:token`, options, async (request, reply) => {
    const { token } = request.params;
    const known = TOKEN.test(token) && (await app.alerts.resume(token));
    reply
      .code(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store');
    return answer(known, () => page(ALERT_STOP_TEXTS.resumed, ALERT_STOP_TEXTS.resumedDetail));
  });
};

export default stopPageRoutes;
