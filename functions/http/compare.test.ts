/** GET /api/compare and /api/chart?profile= without the host: bodies equal the engine's, unknown profiles are 400s listing the profiles. */
import { describe, expect, it } from 'vitest';
import { compareProfiles } from '../../shared/chart/compare/compare';
import { PROFILE_IDS } from '../../shared/chart/profiles';
import { compareAnswerSchema } from '../../shared/contracts/responses/compare';
import { civilToJdUt } from '../../shared/time/julian';
import { callHandler } from '../lib/test-request';
import { chart } from './chart';
import { compare } from './compare';

const BIRTH = 'date=1990-05-15&time=14:30&lat=19.076&lon=72.8777&tz=Asia/Kolkata';
const moment = { jdUt: civilToJdUt('1990-05-15', '14:30:00', 330), lat: 19.076, lon: 72.8777, utcOffsetMinutes: 330 };

describe('GET /api/compare', () => {
  it('answers the engine comparison for the profiles asked, ours first, in the answer schema', async () => {
    const r = await callHandler(compare, `/api/compare?${BIRTH}&profiles=default,pyjhora,astrosage`);
    expect(r.status).toBe(200);
    const body = compareAnswerSchema.parse(r.json);
    const engine = compareProfiles(moment, true, ['default', 'pyjhora', 'astrosage'], { ayanamsa: 'RAMAN', node: 'mean' });
    expect(body.profiles.map((p) => p.id)).toEqual(['default', 'pyjhora', 'astrosage']);
    const { status, ...rest } = r.json as { status: string };
    expect(status).toBe('ok');
    expect(rest).toEqual(JSON.parse(JSON.stringify(engine)));
    expect(body.profiles[1]!.settings).toMatchObject({ ayanamsa: 'TRUE_PUSHYA', node: 'true', dashaYear: 'pyjhora-sidereal' });
    expect(body.differences.every((d) => d.cause.length > 0)).toBe(true);
  });

  it('casts ours with the ayanamsa and node given, the others with their own', async () => {
    const r = await callHandler(compare, `/api/compare?${BIRTH}&ayanamsa=LAHIRI&node=true&profiles=default,kp`);
    const body = compareAnswerSchema.parse(r.json);
    expect(body.profiles[0]!.settings).toMatchObject({ ayanamsa: 'LAHIRI', node: 'true' });
    expect(body.profiles[0]!.sources.ayanamsa).toContain('as the chart was cast');
    expect(body.profiles[1]!.settings).toMatchObject({ ayanamsa: 'KRISHNAMURTI', node: 'mean', houses: 'placidus' });
  });

  it('compares every profile when none is named', async () => {
    const body = compareAnswerSchema.parse((await callHandler(compare, `/api/compare?${BIRTH}`)).json);
    expect(body.profiles.map((p) => p.id)).toEqual([...PROFILE_IDS]);
  });

  it('refuses an unknown profile with the list of profiles', async () => {
    const r = await callHandler(compare, `/api/compare?${BIRTH}&profiles=default,jhora8`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({
      field: 'profiles',
      message: `profiles: unknown profile "jhora8"; expected one of ${PROFILE_IDS.join(', ')}`,
    });
  });

  it('refuses a bad birth field by name', async () => {
    const r = await callHandler(compare, `/api/compare?date=1990-02-30&time=14:30&lat=19.076&lon=72.8777&tz=Asia/Kolkata`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ field: 'date' });
  });
});

describe('GET /api/chart?profile=', () => {
  type Body = {
    chart: { input: { ayanamsa: string; node: string; dashaYear: string } };
    profile?: { applied: string[]; overridden: string[]; notApplied: { setting: string }[] };
  };

  it('casts the chart with the profile ayanamsa and node, and names the settings it cannot apply', async () => {
    const r = await callHandler(chart, `/api/chart?${BIRTH}&profile=pyjhora`);
    expect(r.status).toBe(200);
    const body = r.json as Body;
    expect(body.chart.input).toMatchObject({ ayanamsa: 'TRUE_PUSHYA', node: 'true' });
    expect(body.profile!.applied).toEqual(['ayanamsa', 'node', 'houses']);
    expect(body.profile!.notApplied.map((n) => n.setting)).toEqual(['dashaYear', 'positions', 'sunrise']);
  });

  it('lets explicit ayanamsa and node win over the profile', async () => {
    const body = (await callHandler(chart, `/api/chart?${BIRTH}&profile=kp&ayanamsa=LAHIRI`)).json as Body;
    expect(body.chart.input.ayanamsa).toBe('LAHIRI');
    expect(body.profile!.overridden).toEqual(['ayanamsa']);
  });

  it('answers without `profile` when none is asked', async () => {
    const body = (await callHandler(chart, `/api/chart?${BIRTH}`)).json as Body;
    expect(body.profile).toBeUndefined();
  });

  it('refuses an unknown profile with the list of profiles', async () => {
    const r = await callHandler(chart, `/api/chart?${BIRTH}&profile=astro`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({
      field: 'profile',
      message: `profile: unknown profile "astro"; expected one of ${PROFILE_IDS.join(', ')}`,
    });
  });
});
