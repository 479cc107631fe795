/** GET /api/outlook without the host: the answer matches its schema, the day's place defaults to the birth's, and bad input names its field. */
import { describe, expect, it } from 'vitest';
import { outlookAnswerSchema } from '../../shared/contracts/responses/outlook';
import { callHandler } from '../lib/test-request';
import { outlook } from './outlook';

type Failure = { status: number; field: string; message: string };
const BIRTH = 'date=1990-07-01&time=10:30&place=Mumbai&ayanamsa=LAHIRI';

describe('GET /api/outlook', () => {
  it('a day at the birth place: tara, chandra bala, dasha, the day’s transits and a reading', async () => {
    const r = await callHandler(outlook, `/api/outlook?${BIRTH}&day=2026-12-07`);
    expect(r.status).toBe(200);
    const body = outlookAnswerSchema.parse(r.json);
    expect(body.place.zone).toBe('Asia/Kolkata');
    expect(body.place.lat).toBeCloseTo(19.07, 1);
    expect(body.moon.at).toMatch(/^2026-12-07T0[67]:\d\d:\d\d\+05:30$/);
    expect(body.chandrashtama).toBe(body.transits.find((t) => t.graha === 'Moon')!.house === 8);
    expect(body.dasha).not.toBeNull();
    expect(body.reading.personal[0]).toContain(`tara ${body.tara.number} (${body.tara.name})`);
    expect(body.cautions).toEqual([]);
  });

  it('the day elsewhere: its sunrise and zone', async () => {
    const body = outlookAnswerSchema.parse(
      (await callHandler(outlook, `/api/outlook?${BIRTH}&day=2026-12-07&dayLat=51.5074&dayLon=-0.1278&dayTz=Europe/London&locale=hi`)).json,
    );
    expect(body.moon.at).toMatch(/^2026-12-07T0[78]:\d\d:\d\d\+00:00$/);
    expect(body.reading.personal.join(' ')).toMatch(/तारा/);
  });

  it.each([
    [`${BIRTH}`, 'day'],
    [`${BIRTH}&day=2026-13-01`, 'day'],
    [`${BIRTH}&day=2026-12-07&dayLat=51.5`, 'dayLon'],
    [`${BIRTH}&day=2026-12-07&dayLat=95&dayLon=0`, 'dayLat'],
    [`${BIRTH}&day=2026-12-07&dayTz=Mars/Olympus`, 'dayTz'],
    ['time=10:30&place=Mumbai&day=2026-12-07', 'date'],
    ['date=1990-07-01&time=10:30&lat=-40&lon=-140&utcOffset=-09:20&day=2026-12-07', 'dayTz'],
  ])('%s → 400 naming %s', async (query, field) => {
    const r = await callHandler(outlook, `/api/outlook?${query}`);
    expect(r.status).toBe(400);
    const body = r.json as Failure;
    expect(body.field).toBe(field);
    expect(body.message.startsWith(`${field}:`)).toBe(true);
  });
});
