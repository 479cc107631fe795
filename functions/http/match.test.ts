/** GET/POST /api/match: the same answer both ways and from `npm run match`; errors name the person and field. */
import functions, { type HttpResponseInit } from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { runMatch } from '../../cli/match';
import { callHandler } from '../lib/test-request';
import { match } from './match';

const { HttpRequest, HttpResponse, InvocationContext } = functions;

async function post(body: unknown) {
  const request = new HttpRequest({
    method: 'POST',
    url: 'http://localhost/api/match',
    body: { string: typeof body === 'string' ? body : JSON.stringify(body) },
    headers: { 'content-type': 'application/json' },
  });
  const response = new HttpResponse((await match(request, new InvocationContext())) as HttpResponseInit);
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

const groom = { name: 'Ravi', date: '1990-05-17', time: '08:15', place: 'Delhi' };
const bride = { name: 'Asha', date: '1992-11-02', time: '21:40', lat: '19.07283', lon: '72.88261', tz: 'Asia/Kolkata', place: 'Mumbai' };
const prefixed = (person: string, fields: Record<string, string>) =>
  Object.entries(fields).map(([k, v]) => [`${person}${k[0]!.toUpperCase()}${k.slice(1)}`, v]);
const getUrl = (g: Record<string, string>, b: Record<string, string>, extra: string[][] = []) =>
  `/api/match?${new URLSearchParams([...prefixed('groom', g), ...prefixed('bride', b), ...extra]).toString()}`;

describe('/api/match', () => {
  it('GET with prefixed fields, POST with a body and npm run match give the same answer', async () => {
    const got = await callHandler(match, getUrl(groom, bride));
    expect(got.status).toBe(200);
    const body = got.json as { status: string; match: Record<string, any> };
    expect(body.status).toBe('ok');
    const m = body.match;
    expect(m.kootas.map((k: { key: string }) => k.key)).toEqual([
      'varna',
      'vashya',
      'tara',
      'yoni',
      'grahaMaitri',
      'gana',
      'bhakoot',
      'nadi',
    ]);
    expect(m.max).toBe(36);
    expect(m.total).toBe(m.kootas.reduce((s: number, k: { points: number }) => s + k.points, 0));
    expect(m.persons.groom).toMatchObject({ name: 'Ravi', place: 'Delhi, India', utcOffset: '+05:30' });
    expect(m.persons.bride).toMatchObject({ name: 'Asha', zone: 'Asia/Kolkata' });
    expect(m.moons.groom).toHaveProperty('pada');
    expect(m.manglik.groom).toHaveProperty('reason');
    expect(m.doshas.map((d: { name: string }) => d.name)).toEqual(['nadi', 'bhakoot', 'gana']);
    expect(m.poruthams).toHaveLength(10);
    const posted = await post({ groom, bride });
    expect(posted.status).toBe(200);
    expect(posted.json).toEqual(body);
    // The CLI prints exactly the API's match.
    expect(JSON.parse(JSON.stringify(runMatch({ groom, bride })))).toEqual(m);
  });

  it('names each bad field with its person, both people at once', async () => {
    const r = await callHandler(match, getUrl({ ...groom, time: '25:99' }, { ...bride, lat: '128' }));
    expect(r.status).toBe(400);
    const e = r.json as { field: string; message: string; errors: { person: string; field: string; message: string }[] };
    expect(e.field).toBe('bride.lat');
    expect(e.errors.map((x) => x.field)).toEqual(['bride.lat', 'groom.time']);
    expect(e.errors[1]!.message).toMatch(/^groom: time: /);
    expect(e.message).toMatch(/^bride: lat: .*; groom: time: /);
    const missing = await post({ groom });
    expect(missing.status).toBe(400);
    expect(missing.json.field).toBe('bride');
    expect((await post('{')).json.field).toBe('body');
    const unknown = await post({ groom: { ...groom, colour: 'blue' }, bride });
    expect(unknown.json.message).toMatch(/^groom: colour: unknown field/);
  });

  it('an unknown birth time matches on the Moon when the Moon keeps its nakshatra all day, else asks for the time', async () => {
    const { time: _t, ...noTime } = bride;
    // 1992-11-02: the Moon stays in Shravana but crosses 15° Capricorn (vashya changes) → time needed.
    const moved = await callHandler(match, getUrl(groom, noTime));
    expect(moved.status).toBe(400);
    expect((moved.json as { field: string }).field).toBe('bride.time');
    expect((moved.json as { message: string }).message).toMatch(/^bride: time: needed — on 1992-11-02 the Moon crossed 15° of Capricorn/);
    // A day whose Moon holds one nakshatra, sign and vashya group all day is rare (the Moon moves
    // 12–15° a day, a nakshatra is 13°20′): 1992-12-06 in Mumbai is one; the next two days are not.
    for (const date of ['1992-12-07', '1992-12-08']) {
      const r = await callHandler(match, getUrl(groom, { ...noTime, date }));
      expect((r.json as { message: string }).message).toMatch(/^bride: time: needed/);
    }
    const steadyDate = '1992-12-06';
    const ok = await callHandler(match, getUrl(groom, { ...noTime, date: steadyDate }));
    const m = (ok.json as { match: Record<string, any> }).match;
    expect(m.persons.bride.timeKnown).toBe(false);
    expect(m.cautions[0]).toMatch(/bride’s birth time is unknown; the Moon stays in/);
    expect(m.manglik.bride.marsHouse.fromLagna).toBeNull();
    // Any hour of that day gives the same kootas.
    for (const time of ['00:30', '12:00', '23:30']) {
      const timed = await callHandler(match, getUrl(groom, { ...noTime, date: steadyDate, time }));
      expect((timed.json as { match: { kootas: unknown } }).match.kootas).toEqual(m.kootas);
    }
  });

  it("lists each person's lagna cautions, as /api/chart gives them, after the person's name, in the answer's language", async () => {
    const polar = { ...groom, place: '', lat: '90', lon: '0', tz: 'UTC' };
    const { place: _p, ...northPole } = polar;
    const en = (await callHandler(match, getUrl(northPole, bride))).json as { match: { cautions: string[] } };
    expect(en.match.cautions).toEqual([expect.stringMatching(/^Groom: At the North Pole the horizon is the celestial equator/)]);
    const hi = (await callHandler(match, getUrl(northPole, bride, [['locale', 'hi']]))).json as { match: { cautions: string[] } };
    expect(hi.match.cautions).toHaveLength(1);
    expect(hi.match.cautions[0]).toMatch(/^वर: .*[\u0900-\u097F]/);
    expect(hi.match.cautions[0]).not.toMatch(/North Pole/);
    // Tromsø 05:00 (the lagna jumps from Capricorn to Cancer at 05:19).
    const tromso = { date: '1990-05-15', time: '05:00', lat: '69.6489', lon: '18.95508', tz: 'Europe/Oslo' };
    const unsteady = (await callHandler(match, getUrl(groom, tromso))).json as { match: { cautions: string[] } };
    expect(unsteady.match.cautions).toEqual([expect.stringMatching(/^Bride: The lagna is steady at this minute, but within 30 minutes/)]);
  });

  it('locale=hi writes the sentences and the refusal in Hindi with the same figures; a bad locale is named', async () => {
    const en = (await callHandler(match, getUrl(groom, bride))).json as { match: Record<string, any> };
    const hi = (await callHandler(match, getUrl(groom, bride, [['locale', 'hi']]))).json as { match: Record<string, any> };
    const figures = (m: Record<string, any>) => ({
      kootas: m.kootas.map((k: any) => [k.key, k.points, k.groom, k.bride]),
      total: m.total,
      verdict: m.verdict,
    });
    expect(figures(hi.match)).toEqual(figures(en.match));
    expect(hi.match.summary).toMatch(new RegExp(`^36 में से ${en.match.total} गुण मिलते हैं`));
    for (const k of hi.match.kootas) expect(k.explanation).not.toMatch(/[A-Za-z]/);
    const posted = await post({ groom, bride, locale: 'hi' });
    expect(posted.json.match.summary).toBe(hi.match.summary);

    const { time: _t, ...noTime } = bride;
    const refused = await callHandler(match, getUrl(groom, noTime, [['locale', 'hi']]));
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ field: 'bride.time' });
    expect((refused.json as { message: string }).message).toMatch(/^वधू: जन्म समय: आवश्यक है — 1992-11-02 को चंद्रमा मकर के 15° को पार करता है/);

    for (const bad of [await callHandler(match, getUrl(groom, bride, [['locale', 'fr']])), await post({ groom, bride, locale: 'fr' })]) {
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ field: 'locale', message: 'locale: expected one of en, hi, bn, mr, te, ta' });
    }
  });
});
