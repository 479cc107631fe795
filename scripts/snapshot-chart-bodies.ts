/**
 * Writes tests/fixtures/own-snapshots/chart-bodies/digests.json: the digests of every chart
 * route's answer for the fixed sample of tests/support/chart-body-digests.ts, with the clock fixed.
 * Run it on the commit whose answers are the reference (`npx tsx scripts/snapshot-chart-bodies.ts`);
 * see the README beside the file. Our own output, recorded; not independent golden data.
 */
import { writeFileSync } from 'node:fs';
import { SNAPSHOT_NOW_MS, chartBodyDigests } from '../tests/support/chart-body-digests';

Date.now = () => SNAPSHOT_NOW_MS;
const { chart, chartPratyantardashas } = await import('../functions/http/chart');
const { chartNow } = await import('../functions/http/chart-now');
const { calculate } = await import('../functions/http/calculate');
const { match } = await import('../functions/http/match');
const vedAstroCalculate = (await import('../functions/http/vedastro')).vedAstroRoute.handler;
const { panchangDay } = await import('../functions/http/panchang');
const digests = await chartBodyDigests({ chart, chartPratyantardashas, chartNow, calculate, match, vedAstroCalculate, panchangDay });
const out = process.argv[2] ?? 'tests/fixtures/own-snapshots/chart-bodies/digests.json';
writeFileSync(out, `${JSON.stringify(digests, null, 1)}\n`);
for (const [kind, list] of Object.entries(digests)) {
  const statuses = new Map<string, number>();
  for (const d of list) statuses.set(d.split(':')[0]!, (statuses.get(d.split(':')[0]!) ?? 0) + 1);
  console.log(`${kind}: ${list.length} answers, statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`);
}
