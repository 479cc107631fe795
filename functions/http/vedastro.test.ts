/**
 * Contract of the VedAstro-compatible mount, written from VedAstro's documented URL forms and
 * payload shapes (what its web client and Python package send and read): each calculator through
 * each URL form (GET without Ayanamsa, with Ayanamsa placed first, with APIKey/filterTag as the
 * 2025 Python client sends them, and the 2026 Python client's POST JSON) for several births, with
 * the values equal to those `/api/chart` gives for the same birth; and bad input answered as
 * HTTP 200 Fail naming the part, never a chart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartModel } from '../../shared/model/chart';
import { transitPredictions } from '../../shared/predictions/transit-rules';
import { RASIS } from '../../shared/vocabulary/rasi';
import { RASI_LORD } from '../../shared/jyotish/classical';
import { placeIndex } from '../lib/places';
import { ROUTES } from '../routes';
import { startTestHost, type TestHost } from '../../tests/support/test-host';

let host: TestHost;
let base = '';
beforeAll(async () => {
  host = await startTestHost({ routes: ROUTES });
  base = host.base;
});
afterAll(() => host.close());

interface Birth {
  location: string;
  indexed: string;
  time: string;
  day: string;
  month: string;
  year: string;
  offset: string;
}
/** Births as VedAstro clients send them; `indexed` is the place as our index labels it (the oracle's coordinates). */
const BIRTHS: Birth[] = [
  { location: 'Tokyo, Japan', indexed: 'Tokyo, Japan', time: '23:40', day: '31', month: '12', year: '2010', offset: '+08:00' },
  { location: 'NewDelhi,India', indexed: 'New Delhi, Delhi, India', time: '06:15', day: '15', month: '08', year: '1990', offset: '+05:30' },
  {
    location: 'New York, USA',
    indexed: 'New York City, New York, United States',
    time: '08:00',
    day: '04',
    month: '07',
    year: '1985',
    offset: '-04:00',
  },
  {
    location: 'Gaithersburg, MD, USA',
    indexed: 'Gaithersburg, Maryland, United States',
    time: '10:05',
    day: '01',
    month: '03',
    year: '1975',
    offset: '-05:00',
  },
  {
    location: 'London, UK',
    indexed: 'London, England, United Kingdom',
    time: '00:00',
    day: '01',
    month: '01',
    year: '2011',
    offset: '+00:00',
  },
  {
    location: 'Bangalore, India',
    indexed: 'Bengaluru, Karnataka, India',
    time: '14:20',
    day: '16',
    month: '10',
    year: '1918',
    offset: '+05:30',
  },
];

const CALCULATORS = [
  ['AllPlanetData', 'PlanetName/All/'],
  ['AllHouseData', 'HouseName/All/'],
  ['SarvashtakavargaChart', ''],
  ['BhinnashtakavargaChart', ''],
  ['PlanetShadbalaPinda', 'PlanetName/All/'],
  ['HouseStrength', 'HouseName/All/'],
  ['HoroscopePredictions', ''],
] as const;
type Calculator = (typeof CALCULATORS)[number][0];

const timeUrl = (b: Birth) => `Time/${b.time}/${b.day}/${b.month}/${b.year}/${b.offset}`;
const enc = (text: string) => encodeURIComponent(text).replace(/%2C/g, ',');

/** The URL forms; `ayanamsa` is what the answer must be computed with. */
const FORMS: { name: string; ayanamsa: string; request: (c: Calculator, body: string, b: Birth) => [string, RequestInit?] }[] = [
  {
    name: 'GET without Ayanamsa (web client default, server RAMAN)',
    ayanamsa: 'RAMAN',
    request: (c, body, b) => [`/api/Calculate/${c}/${body}Location/${enc(b.location)}/${timeUrl(b)}`],
  },
  {
    name: 'GET with Ayanamsa first',
    ayanamsa: 'LAHIRI',
    request: (c, body, b) => [`/api/Calculate/${c}/Ayanamsa/LAHIRI/${body}Location/${enc(b.location)}/${timeUrl(b)}/`],
  },
  {
    name: 'GET with APIKey and filterTag (2025 Python client)',
    ayanamsa: 'KRISHNAMURTI',
    request: (c, body, b) => [
      `/api/Calculate/${c}/${body}Location/${enc(b.location)}/${timeUrl(b)}/Ayanamsa/KrishnamurtiKP/APIKey/None${c === 'HoroscopePredictions' ? '/filterTag/Empty' : ''}`,
    ],
  },
  {
    name: 'POST JSON (2026 Python client)',
    ayanamsa: 'RAMAN',
    request: (c, body, b) => {
      const place = resolved(b);
      const time = {
        StdTime: `${b.time} ${b.day}/${b.month}/${b.year} ${b.offset}`,
        Location: { Name: b.location, Longitude: place.lon, Latitude: place.lat },
      };
      const json: Record<string, unknown> =
        body === ''
          ? { birthTime: time, ...(c === 'HoroscopePredictions' ? { filterTags: null, sortByWeight: false } : {}) }
          : { [c === 'HouseStrength' ? 'inputHouse' : body.startsWith('Planet') ? 'planetName' : 'houseName']: 'All', time };
      return [`/api/Calculate/${c}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }];
    },
  },
];

function resolved(b: Birth) {
  const r = placeIndex().resolve(b.indexed);
  if (r.kind !== 'found') throw new Error(`fixture place ${b.indexed} not in the index`);
  return r.place;
}

async function get(path: string, init?: RequestInit): Promise<{ status: number; headers: Headers; json: any }> {
  const response = await fetch(base + path, init);
  return { status: response.status, headers: response.headers, json: await response.json() };
}

/** The chart `/api/chart` gives for the birth at the indexed place's coordinates (the zone looked up when the offset is +00:00). */
const oracleCache = new Map<string, ChartModel>();
async function oracle(b: Birth, ayanamsa: string): Promise<ChartModel> {
  const place = resolved(b);
  const key = `${b.indexed}|${ayanamsa}`;
  if (!oracleCache.has(key)) {
    const q = new URLSearchParams({
      detail: 'full',
      lat: String(place.lat),
      lon: String(place.lon),
      date: `${b.year}-${b.month}-${b.day}`,
      time: b.time,
      ayanamsa,
      ...(b.offset === '+00:00' ? { tz: place.zone } : { utcOffset: b.offset }),
    });
    const r = await get(`/api/chart?${q}`);
    expect(r.status).toBe(200);
    oracleCache.set(key, r.json.chart as ChartModel);
  }
  return oracleCache.get(key)!;
}

const single = (list: Record<string, unknown>[]) =>
  list.map((o) => {
    expect(Object.keys(o)).toHaveLength(1);
    return [Object.keys(o)[0]!, Object.values(o)[0]] as [string, any];
  });
const near = (text: string, value: number, tolerance: number) => {
  expect(typeof text).toBe('string');
  expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(tolerance);
};

/** Checks every field the clients read against the oracle chart. */
function checkPayload(c: Calculator, payload: any, chart: ChartModel) {
  switch (c) {
    case 'AllPlanetData': {
      const rows = single(payload.AllPlanetData);
      expect(rows.map(([k]) => k)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
      for (const [name, p] of rows) {
        const g = chart.grahas.find((x) => x.graha === name)!;
        expect(p.PlanetZodiacSign.Name).toBe(g.rasi);
        near(p.PlanetZodiacSign.DegreesIn.TotalDegrees, g.degreesInRasi, 1e-6);
        expect(p.PlanetZodiacSign.DegreesIn.DegreeMinuteSecond).toMatch(/^\d+° \d+' \d+$/);
        expect(p.PlanetRasiD1Sign.Name).toBe(g.rasi);
        near(p.PlanetNirayanaLongitude.TotalDegrees, g.siderealLongitudeDeg, 1e-6);
        expect(p.PlanetConstellation).toBe(`${g.nakshatra} - ${g.pada}`);
        expect(p.HousePlanetOccupiesBasedOnSign).toBe(`House${g.house}`);
        expect(p.HousePlanetOccupiesBasedOnLongitudes).toBe(`House${g.bhava}`);
        expect(p.HousesOwnedByPlanet).toBe(
          chart.houses
            .filter((h) => h.lord === name)
            .map((h) => `House${h.house}`)
            .join(', '),
        );
        expect(p.PlanetLordOfZodiacSign).toEqual({ Name: g.rasiLord });
        expect(p.PlanetLordOfConstellation).toEqual({ Name: g.nakshatraLord });
        expect(p.IsPlanetRetrograde).toBe(g.retrograde ? 'True' : 'False');
        expect(p.PlanetsAspectingPlanet).toEqual(g.aspectedBy);
      }
      break;
    }
    case 'AllHouseData': {
      const rows = single(payload.AllHouseData);
      expect(rows.map(([k]) => k)).toEqual(Array.from({ length: 12 }, (_, i) => `House${i + 1}`));
      rows.forEach(([, h], i) => {
        const house = chart.houses[i]!;
        const sign = Math.floor(house.bhavaMadhyaDeg / 30);
        expect(h.HouseZodiacSign.Name).toBe(RASIS[sign]);
        near(h.HouseZodiacSign.DegreesIn.TotalDegrees, house.bhavaMadhyaDeg - sign * 30, 1e-5);
        expect(h.LordOfHouse).toEqual({ Name: RASI_LORD[sign] });
        expect(h.HouseConstellation).toMatch(/^[A-Za-z ]+ - [1-4]$/);
        expect(h.HouseConstellationLord.Name).toEqual(expect.any(String));
        expect(h.PlanetsInHouse).toEqual(house.bhavaGrahas);
        expect(h.PlanetsAspectingHouse).toEqual(house.aspectedBy);
      });
      break;
    }
    case 'SarvashtakavargaChart': {
      const sav = payload.SarvashtakavargaChart;
      expect(Object.keys(sav)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Ascendant', 'Sarvashtakavarga']);
      expect(sav.Sarvashtakavarga).toEqual({ Total: 337, Rows: chart.ashtakavarga.sarva });
      const givers = Object.entries(sav)
        .filter(([k]) => k !== 'Sarvashtakavarga')
        .map(([, v]) => v as { Total: number; Rows: number[] });
      for (const giver of givers) expect(giver.Total).toBe(giver.Rows.reduce((a, b) => a + b, 0));
      expect(Array.from({ length: 12 }, (_, s) => givers.reduce((sum, g) => sum + g.Rows[s]!, 0))).toEqual(chart.ashtakavarga.sarva);
      break;
    }
    case 'BhinnashtakavargaChart': {
      const bav = payload.BhinnashtakavargaChart;
      expect(Object.keys(bav)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
      for (const [name, row] of Object.entries(bav) as [keyof typeof chart.ashtakavarga.bhinna, { Total: number; Rows: number[] }][]) {
        expect(row.Rows).toEqual(chart.ashtakavarga.bhinna[name]);
        expect(row.Total).toBe(chart.ashtakavarga.bhinna[name].reduce((a, b) => a + b, 0));
      }
      break;
    }
    case 'PlanetShadbalaPinda': {
      const rows = single(payload.PlanetShadbalaPinda);
      expect(rows).toHaveLength(9);
      for (const [name, value] of rows) {
        const g = chart.grahas.find((x) => x.graha === name)!;
        const source = (name === 'Rahu' || name === 'Ketu' ? g.rasiLord : name) as keyof typeof chart.shadbala;
        near(value, chart.shadbala[source].totalVirupas, 0.005);
        near(value, chart.shadbala[source].totalRupas * 60, 0.01);
      }
      break;
    }
    case 'HouseStrength': {
      const rows = single(payload.HouseStrength);
      expect(rows.map(([k]) => k)).toEqual(Array.from({ length: 12 }, (_, i) => `House${i + 1}`));
      rows.forEach(([, value], i) => near(value, chart.bhavaBala[i]!.totalVirupas, 0.005));
      break;
    }
    case 'HoroscopePredictions': {
      expect(Array.isArray(payload)).toBe(true);
      // /api/chart adds today's transit predictions (Sade Sati, …); the birth-chart ones must match one for one.
      const transitIds = new Set(chart.transits ? transitPredictions(chart, chart.transits).map((p) => p.id) : []);
      const natal = chart.predictions.filter((p) => !transitIds.has(p.id));
      expect(payload).toHaveLength(natal.length);
      payload.forEach((p: any, i: number) => {
        expect(p.Name).toMatch(/^[A-Za-z0-9]+$/);
        expect(p.Description).toBe(natal[i]!.description);
        expect(p.RelatedBody.Planets).toEqual(natal[i]!.relatedBody.grahas);
        expect(p.RelatedBody.Houses).toEqual(natal[i]!.relatedBody.houses.map((h) => `House${h}`));
        expect(p.RelatedBody.Zodiacs).toEqual(natal[i]!.relatedBody.rasis);
      });
      break;
    }
  }
}

describe('VedAstro mount /api/Calculate/{Name}/…', () => {
  for (const form of FORMS) {
    it(`${form.name}: every calculator, every birth, Pass with the engine's values`, async () => {
      for (const birth of BIRTHS) {
        const chart = await oracle(birth, form.ayanamsa);
        for (const [calculator, body] of CALCULATORS) {
          const [path, init] = form.request(calculator, body, birth);
          const r = await get(path, init);
          expect(r.status, path).toBe(200);
          expect(r.json.Status, `${path} ${JSON.stringify(r.json.Payload).slice(0, 200)}`).toBe('Pass');
          expect(r.headers.get('call-status')).toBe('Pass');
          checkPayload(calculator, r.json.Payload, chart);
        }
      }
    }, 60_000);
  }

  it("follows VedAstro's meaning of IsPlanetExaltedDegree and IsPlanetDebilitated: the deep point's own whole degree", async () => {
    // RAMAN, Mumbai, 14:30 IST; the Sun's sidereal place (golden-tested ephemeris): 2000-04-21 Aries
    // 9.15°, 04-22 Aries 10.12°, 10-25 Libra 9.83°. Deep exaltation Aries 10°, deep debilitation
    // Libra 10°: only 10.00–10.99° counts (unlike /api/Calculate/{HH:MM}/…, whose orb is 1° and
    // whose debilitation is the sign).
    const sunOn = async (day: string, month: string) =>
      (await get(`/api/Calculate/AllPlanetData/PlanetName/Sun/Location/19.07,72.88/Time/14:30/${day}/${month}/2000/+05:30/Ayanamsa/RAMAN`))
        .json.Payload.AllPlanetData;
    const flags = (sun: Record<string, unknown>) => [sun.IsPlanetExaltedSign, sun.IsPlanetExaltedDegree, sun.IsPlanetDebilitated];
    expect(flags(await sunOn('21', '04'))).toEqual(['True', 'False', 'False']);
    expect(flags(await sunOn('22', '04'))).toEqual(['True', 'True', 'False']);
    expect(flags(await sunOn('25', '10'))).toEqual(['False', 'False', 'False']);
  });

  it('answers single bodies (PlanetName/Sun, HouseName/House4) as the record or the value itself', async () => {
    const b = BIRTHS[0]!;
    const chart = await oracle(b, 'RAMAN');
    const sun = (await get(`/api/Calculate/AllPlanetData/PlanetName/Sun/Location/${enc(b.location)}/${timeUrl(b)}`)).json.Payload
      .AllPlanetData;
    expect(sun.PlanetZodiacSign.Name).toBe(chart.grahas[0]!.rasi);
    const house = (await get(`/api/Calculate/AllHouseData/HouseName/House4/Location/${enc(b.location)}/${timeUrl(b)}`)).json.Payload
      .AllHouseData;
    expect(house.PlanetsInHouse).toEqual(chart.houses[3]!.bhavaGrahas);
    const pinda = (await get(`/api/Calculate/PlanetShadbalaPinda/PlanetName/Moon/Location/${enc(b.location)}/${timeUrl(b)}`)).json.Payload
      .PlanetShadbalaPinda;
    near(pinda, chart.shadbala.Moon.totalVirupas, 0.005);
  });

  it('reads +00:00 as "look the zone up" (VedAstro), other offsets as given', async () => {
    const at = (offset: string) =>
      get(`/api/Calculate/AllPlanetData/PlanetName/Moon/Location/Tokyo,Japan/Time/12:00/01/01/2000/${encodeURIComponent(offset)}`);
    const auto = (await at('+00:00')).json.Payload.AllPlanetData.PlanetNirayanaLongitude.TotalDegrees;
    const tokyo = (await at('+09:00')).json.Payload.AllPlanetData.PlanetNirayanaLongitude.TotalDegrees;
    const utc = (await at('+01:00')).json.Payload.AllPlanetData.PlanetNirayanaLongitude.TotalDegrees;
    expect(auto).toBe(tokyo);
    expect(utc).not.toBe(tokyo);
  });

  it('answers bad input with HTTP 200 Fail naming the part, never a chart', async () => {
    const t = 'Time/14:30/01/07/1990/+05:30';
    const cases: [string, string, RequestInit?][] = [
      ['/api/Calculate/AllPlanetDatum/PlanetName/All/Location/Mumbai/' + t, 'Calculator'],
      ['/api/Calculate/AllPlanetData/PlanetName/All/Location/Xyzzyville/' + t, 'Location'],
      ['/api/Calculate/AllPlanetData/PlanetName/All/Location/Springfield/' + t, 'Location'],
      ['/api/Calculate/AllPlanetData/PlanetName/All/Location/91,72/' + t, 'Location'],
      ['/api/Calculate/AllPlanetData/PlanetName/All/Location/Mumbai/Time/25:61/01/07/1990/+05:30', 'Time'],
      ['/api/Calculate/AllPlanetData/PlanetName/All/Location/Mumbai/Time/14:30/30/02/2023/+05:30', 'Time'],
      ['/api/Calculate/AllPlanetData/PlanetName/All/Location/Mumbai/Time/14:30/01/07/1990/+15:00', 'Time'],
      ['/api/Calculate/AllPlanetData/PlanetName/All/Location/Mumbai/Time/14:30/01/07', 'Time'],
      ['/api/Calculate/AllPlanetData/PlanetName/All/Location/Mumbai/' + t + '/Ayanamsa/J2000', 'Ayanamsa'],
      ['/api/Calculate/AllPlanetData/PlanetName/All/Location/Mumbai/' + t + '/Ayanamsa/Nonsense', 'Ayanamsa'],
      ['/api/Calculate/AllPlanetData/PlanetName/Pluto/Location/Mumbai/' + t, 'PlanetName'],
      ['/api/Calculate/AllHouseData/HouseName/House13/Location/Mumbai/' + t, 'HouseName'],
      ['/api/Calculate/AllHouseData/Location/Mumbai/' + t, 'HouseName'],
      ['/api/Calculate/SarvashtakavargaChart/' + t, 'Location'],
      ['/api/Calculate/SarvashtakavargaChart/Location/Mumbai', 'Time'],
      ['/api/Calculate/SarvashtakavargaChart/Location/Mumbai/' + t + '/Colour/Blue', 'URL'],
      [`/api/Calculate/AllPlanetData/PlanetName/All/Location/${'x'.repeat(5000)}/${t}`, 'Location'],
      ['/api/Calculate/AllPlanetData', 'Body', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' }],
      [
        '/api/Calculate/AllPlanetData',
        'Location',
        {
          method: 'POST',
          body: JSON.stringify({
            planetName: 'All',
            time: { StdTime: '14:30 01/07/1990 +05:30', Location: { Name: 'Mumbai', Latitude: 95, Longitude: 72 } },
          }),
        },
      ],
      [
        '/api/Calculate/AllPlanetData',
        'Time',
        { method: 'POST', body: JSON.stringify({ planetName: 'All', time: { StdTime: 'yesterday', Location: { Name: 'Mumbai' } } }) },
      ],
      [
        '/api/Calculate/AllPlanetData',
        'Ayanamsa',
        {
          method: 'POST',
          body: JSON.stringify({
            planetName: 'All',
            Ayanamsa: 18,
            time: { StdTime: '14:30 01/07/1990 +05:30', Location: { Name: 'Mumbai' } },
          }),
        },
      ],
      // The 2026 client sends null coordinates when it has none: the Name decides, and an ambiguous one is refused.
      [
        '/api/Calculate/AllPlanetData',
        'Location',
        {
          method: 'POST',
          body: JSON.stringify({
            planetName: 'All',
            time: { StdTime: '14:30 01/07/1990 +05:30', Location: { Name: 'Springfield', Longitude: null, Latitude: null } },
          }),
        },
      ],
    ];
    for (const [path, part, init] of cases) {
      const r = await get(path, init);
      expect(r.status, path.slice(0, 120)).toBe(200);
      expect(r.json.Status, path.slice(0, 120)).toBe('Fail');
      expect(typeof r.json.Payload).toBe('string');
      expect(r.json.Payload, path.slice(0, 120)).toMatch(new RegExp(`^${part}: `));
      expect(r.headers.get('call-status')).toBe('Fail');
    }
    const unsupported = await get('/api/Calculate/AllPlanetData/PlanetName/All/Location/Mumbai/' + t + '/Ayanamsa/J2000');
    expect(unsupported.json.Payload).toMatch(/RAMAN.*LAHIRI/);
  });

  it('a refused birth field also gives its field, code and numbers beside the Payload (as /api/chart refusals do)', async () => {
    const at = (place: string, time: string) => get(`/api/Calculate/AllPlanetData/PlanetName/All/Location/${place}/Time/${time}/+05:30`);
    expect((await at('91,72', '14:30/01/07/1990')).json).toEqual({
      Status: 'Fail',
      Payload: 'Location: lat: 91 is out of range −90…90',
      field: 'lat',
      code: 'outOfRange',
      params: { min: -90, max: 90 },
    });
    expect((await at('19.07,72.88', '14:30/01/07/1750')).json).toEqual({
      Status: 'Fail',
      Payload: 'Time: date: year 1750 is outside the supported range 1800–2200',
      field: 'date',
      code: 'yearOutOfRange',
      params: { year: 1750, min: 1800, max: 2200 },
    });
    // A malformed path part names its field without a code; a part that is not a birth field (the calculator) has neither.
    expect((await at('19.07,72.88', '14:30/01/07/12345')).json).toEqual({
      Status: 'Fail',
      Payload: 'Time: year: expected YYYY, got "12345"',
      field: 'year',
    });
    expect(
      Object.keys((await get('/api/Calculate/AllPlanetDatum/PlanetName/All/Location/Mumbai/Time/14:30/01/07/1990/+05:30')).json),
    ).toEqual(['Status', 'Payload']);
  });

  it('takes VedAstro ayanamsa names, aliases and enum numbers for the ones we compute', async () => {
    const t = 'Time/14:30/01/07/1990/+05:30';
    const moon = async (a: string) =>
      (await get(`/api/Calculate/AllPlanetData/PlanetName/Moon/Location/Mumbai/${t}/Ayanamsa/${a}`)).json.Payload.AllPlanetData
        .PlanetNirayanaLongitude.TotalDegrees;
    expect(await moon('LahiriChitrapaksha')).toBe(await moon('LAHIRI'));
    expect(await moon('1')).toBe(await moon('LAHIRI'));
    expect(await moon('Raman')).toBe(await moon('3'));
    expect(await moon('RAMAN')).not.toBe(await moon('LAHIRI'));
  });

  it('sends CORS headers: GET open by default, OPTIONS answered', async () => {
    const r = await get('/api/Calculate/HouseStrength/HouseName/All/Location/Mumbai/Time/14:30/01/07/1990/+05:30', {
      headers: { origin: 'https://example.org' },
    });
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    const pre = await fetch(`${base}/api/Calculate/HouseStrength/HouseName/All`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('leaves the spec calculation endpoint /api/Calculate/{HH:MM}/… where it was', async () => {
    const r = await get('/api/Calculate/14:30/01/07/1990/+05:30?lat=19.07&lon=72.88');
    expect(r.status).toBe(200);
    expect(Array.isArray(r.json)).toBe(true);
    expect(Object.keys(r.json[0])).toEqual(['Sun']);
  });
});
