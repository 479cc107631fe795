/**
 * `npm run build:icons`: the web app manifest's PNG icons in public/icons/, drawn from the site's own
 * favicon (public/favicon.svg, the diamond of a North Indian chart) by resvg; run it after changing the
 * favicon and commit what it writes. `icon-192.png` and `icon-512.png` are the favicon as it is
 * (`purpose: any`); `maskable-512.png` fills the whole square with the favicon's ground and shrinks the
 * drawing into the central circle a launcher's mask always keeps (radius 40 % of the side: the
 * diamond's corners reach 30 %), so no launcher crops it; `apple-touch-icon.png` (180 px) is the
 * maskable drawing, as iOS rounds the corners itself.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const favicon = readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8');

/** The favicon's drawing (what is inside its rounded ground) and the ground's colour. */
const ground = favicon.match(/<rect[^>]*fill="(#[0-9a-f]{6})"[^>]*\/>/i);
if (!ground) throw new Error('public/favicon.svg: expected a <rect> ground with a fill colour');
const drawing = favicon.slice(favicon.indexOf(ground[0]) + ground[0].length, favicon.lastIndexOf('</svg>'));
/** Share of the side the drawing keeps in the maskable icon. */
const MASKABLE_SCALE = 0.8;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${ground[1]}"/><g transform="translate(32 32) scale(${MASKABLE_SCALE}) translate(-32 -32)">${drawing}</g></svg>`;

const png = (svg: string, sizePx: number) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: sizePx }, font: { loadSystemFonts: false } }).render().asPng();

const icons: [string, string, number][] = [
  ['icon-192.png', favicon, 192],
  ['icon-512.png', favicon, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
];
for (const [name, svg, size] of icons) writeFileSync(join(ROOT, 'public/icons', name), png(svg, size));
console.log(`build:icons → public/icons/ (${icons.map(([name]) => name).join(', ')})`);
