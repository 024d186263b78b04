// A corpus of XSS payloads for the browser test of stored content (tests/xss-corpus.test.ts). Each
// one calls `__xss(<its number>)` if it ever runs, in the page or in a frame it creates: the test
// exposes that function to every frame and fails on any call.

/** Builds a payload around the JavaScript that proves it ran. */
type Payload = (run: string) => string;

const base64 = (text: string) => Buffer.from(text).toString('base64');
/** The code as HTML character references: what a filter looking for `__xss(` would not see. */
const asEntities = (text: string) => [...text].map((char) => `&#${char.charCodeAt(0)};`).join('');

const PAYLOADS: Payload[] = [
  // Scripts, plain and disguised.
  (run) => `<script>${run}</script>`,
  (run) => `<SCRIPT>${run}</SCRIPT>`,
  (run) => `<script src="data:text/javascript,${run}"></script>`,
  (run) => `<scr<script>ipt>${run}</scr</script>ipt>`,
  (run) => `<<script>${run}//<</script>`,
  (run) => `<script>/*</script><script>*/${run}</script>`,
  // Event handlers.
  (run) => `<img src=x onerror="${run}">`,
  (run) => `<img src=x onerror=${run}>`,
  (run) => `<img/src/onerror=${run}>`,
  (run) => `<IMG SRC="x" ONERROR="${run}">`,
  (run) => `<img src=x onerror="${asEntities(run)}">`,
  (run) => `<img src="x" alt="${run}" onerror="eval(this.alt)">`,
  (run) => `<svg onload="${run}">`,
  (run) => `<svg/onload=${run}>`,
  (run) => `<body onload="${run}">`,
  (run) => `<details open ontoggle="${run}"><summary>x</summary></details>`,
  (run) => `<video><source onerror="${run}"></video>`,
  (run) => `<audio src=x onerror="${run}"></audio>`,
  (run) => `<input autofocus onfocus="${run}">`,
  (run) => `<select autofocus onfocus="${run}"></select>`,
  (run) => `<textarea autofocus onfocus="${run}"></textarea>`,
  (run) => `<marquee onstart="${run}">x</marquee>`,
  (run) => `<div onpointerover="${run}" style="position:fixed;inset:0">x</div>`,
  (run) => `<svg><animate onbegin="${run}" attributeName="x" dur="1s"></animate></svg>`,
  (run) => `<x-widget onclick="${run}" tabindex="0">x</x-widget>`,
  // javascript:, data: and friends in URLs.
  (run) => `<a href="javascript:${run}">link</a>`,
  (run) => `<a href="jav&#x09;ascript:${run}">link</a>`,
  (run) => `<a href="${asEntities('javascript:')}${run}">link</a>`,
  (run) => `<a href=" javascript:${run}">link</a>`,
  (run) => `<a href="JaVaScRiPt:${run}">link</a>`,
  (run) => `<a href="javascript&colon;${run}">link</a>`,
  (run) => `<a href="data:text/html;base64,${base64(`<script>${run}</script>`)}">link</a>`,
  (run) => `<IMG SRC=JaVaScRiPt:${run}>`,
  (run) => `<svg><a xlink:href="javascript:${run}"><text x="20" y="20">link</text></a></svg>`,
  (run) => `<form action="javascript:${run}"><button>go</button></form>`,
  (run) => `<button formaction="javascript:${run}">go</button>`,
  (run) => `<table background="javascript:${run}"><tr><td>x</td></tr></table>`,
  // Frames, objects and page-wide elements.
  (run) => `<iframe src="javascript:${run}"></iframe>`,
  (run) => `<iframe srcdoc="<script>${run}</script>"></iframe>`,
  (run) => `<iframe srcdoc="&lt;img src=x onerror=${run}&gt;"></iframe>`,
  (run) => `<iframe src="data:text/html,<script>${run}</script>"></iframe>`,
  (run) => `<object data="javascript:${run}"></object>`,
  (run) => `<object data="data:text/html;base64,${base64(`<script>${run}</script>`)}"></object>`,
  (run) => `<embed src="javascript:${run}">`,
  (run) => `<base href="javascript:${run}//">`,
  (run) => `<meta http-equiv="refresh" content="0;url=javascript:${run}">`,
  (run) => `<link rel="stylesheet" href="javascript:${run}">`,
  // Mutation XSS: markup that means something else once parsed, serialised and parsed again.
  (run) =>
    `<math><mtext><table><mglyph><style><img src=x onerror="${run}"></style></mglyph></table></mtext></math>`,
  (run) => `<svg></p><style><a id="</style><img src=1 onerror=${run}>">`,
  (run) => `<noscript><p title="</noscript><img src=x onerror=${run}>"></noscript>`,
  (run) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${run}>`,
  (run) => `<math><style><img src=x onerror="${run}"></style></math>`,
  (run) => `<style><img src=x onerror="${run}"></style>`,
  (run) => `<template><img src=x onerror="${run}"></template>`,
  (run) => `<xmp><img src=x onerror="${run}"></xmp>`,
  (run) => `<noembed><img src=x onerror="${run}"></noembed>`,
  (run) => `<svg><style>&lt;img src=x onerror=${run}&gt;</style></svg>`,
  // Breaking out of an attribute, a title, the page's JSON state or a comment.
  (run) => `"><script>${run}</script>`,
  (run) => `'><img src=x onerror=${run}>`,
  (run) => `" onmouseover="${run}" x="`,
  (run) => `</title><script>${run}</script>`,
  (run) => `</script><script>${run}</script>`,
  (run) => `</SCRIPT ><img src=x onerror=${run}>`,
  (run) => `<!--<script>${run}</script>-->`,
  (run) => `--><script>${run}</script>`,
  (run) => `<!--</script><script>${run}</script>-->`,
  (run) => `\u2028</script>\u2029<script>${run}</script>`,
  // Template syntax that a templating layer would evaluate.
  (run) => `{{constructor.constructor('${run}')()}}`,
  (run) => `\${${run}}`,
  (run) => `<div v-html="'<img src=x onerror=${run}>'">{{ 1 }}</div>`,
  // DOM clobbering of the page's globals.
  (run) => `<img name="__FEDERATION__" src=x onerror="${run}">`,
  (run) =>
    `<a id="__FEDERATION__" href="javascript:${run}">x</a><a id="__FEDERATION__" name="moduleInfo">y</a>`,
  (run) => `<form id="__villa"><input name="attributes" onfocus="${run}" autofocus></form>`,
];

/** The corpus: each payload with its own number in the code it would run. */
export const XSS_PAYLOADS: readonly string[] = PAYLOADS.map((payload, n) => payload(`__xss(${n})`));
