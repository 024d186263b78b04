// A partner's site for the embed (issue 11): plain HTML on another origin (its own port), with CSS of
// its own, our script tag and our element. Used by the embed's browser test and by the bench.
import { createServer, type Server } from 'node:http';
import { freePort } from './server.ts';

/** The whole page a partner writes: their own CSS and button, our script tag and element. */
export const partnerPage = (scriptUrl: string, unitSlug: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Acme Builders</title>
    <style>
      body { font-family: Georgia, serif; color: #333; }
      button { background: red; color: yellow; font-size: 30px; }
    </style>
  </head>
  <body>
    <h1>Acme Builders</h1>
    <button id="partner-button">Acme's own button</button>
    <script async src="${scriptUrl}"></script>
    <villa-enquiry partner="acme" unit="${unitSlug}"></villa-enquiry>
  </body>
</html>`;

export interface PartnerSite {
  url: string;
  close: () => void;
}

/** Serves `html` at http://127.0.0.1:<port>/ (a free port unless given). */
export async function servePartnerPage(html: string, port?: number): Promise<PartnerSite> {
  const listenOn = port ?? (await freePort());
  const site: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => site.listen(listenOn, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${listenOn}/`, close: () => site.close() };
}
