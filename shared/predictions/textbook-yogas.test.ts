/**
 * Runs every yoga/dosha assertion of the textbook fixture (PyJHora v4.8.5's encoding of B.V.
 * Raman's "Three Hundred Important Combinations", PVR's VAIA ch. 11 and the dosha tests) that
 * maps onto a rule of our catalogue, and prints the agreement rate.
 *
 * Not every assertion is covered: 183 PyJHora functions are exercised, many for combinations
 * outside our catalogue or needing inputs we do not model (vaiseshikamsa scores, Mandi/Gulika,
 * shashtiamsa, deity indices). Those are counted as "not covered".
 *
 * The assertions where we disagree are listed, each with its reason, in KNOWN_DISAGREEMENTS
 * below (Manglik's 1st house, Rajju counting the seven grahas only, Bheri's "strong 9th lord",
 * PyJHora's bundled Daridra combinations, and the Raja yoga pair where we name a third graha).
 * Musala and Nala (also ashraya yogas) and Dhana are defined differently too (ours count the
 * seven grahas; ours is the general 2nd/11th-lord association) but agree on every covered
 * assertion of this fixture. Array expectations (grahas forming a yoga) must match as sets.
 * Charts given as signs only get 15° for every body, so "same sign" ties are resolved alike.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeChartBase } from '../compose/chart';
import { jdUtToCivil } from '../time/julian';
import { GRAHAS, type Graha } from '../vocabulary/graha';
import { YOGA_CATALOGUE } from './catalogue';
import { ChartFacts } from './chart-facts';
import { manglikStatus } from './doshas';
import { parseChart1d } from './testing/chart-builder';

interface Assertion {
  test: string;
  function: string;
  input: { args: unknown[]; kwargs: Record<string, unknown> };
  expected: unknown;
  from: string;
}
const fixture = JSON.parse(readFileSync(new URL('../../tests/fixtures/textbook/yogas/cases.json', import.meta.url), 'utf8'));
const assertions = fixture.case.expected.assertions.values as Assertion[];

/** PyJHora function → our rule id. */
const RULE_OF: Record<string, string> = {
  'yoga.vesi_yoga_from_planet_positions': 'vesi',
  'yoga.vosi_yoga_from_planet_positions': 'vosi',
  'yoga.ubhayachara_yoga_from_planet_positions': 'ubhayachari',
  'yoga.nipuna_yoga_from_planet_positions': 'budhaditya',
  'yoga.sunaphaa_yoga_from_planet_positions': 'sunapha',
  'yoga.sunaphaa_yoga': 'sunapha',
  'yoga.anaphaa_yoga': 'anapha',
  'yoga.duradhara_yoga': 'durudhara',
  'yoga.kemadruma_yoga': 'kemadruma',
  'yoga.chandra_mangala_yoga': 'chandra-mangala',
  'yoga.adhi_yoga': 'adhi',
  'yoga.ruchaka_yoga': 'ruchaka',
  'yoga.bhadra_yoga': 'bhadra',
  'yoga.sasa_yoga': 'sasa',
  'yoga.maalavya_yoga': 'malavya',
  'yoga.hamsa_yoga': 'hamsa',
  'yoga.rajju_yoga': 'rajju',
  'yoga.musala_yoga': 'musala',
  'yoga.nala_yoga': 'nala',
  'yoga.maalaa_yoga': 'maala',
  'yoga.sarpa_yoga': 'sarpa',
  'yoga.gadaa_yoga': 'gada',
  'yoga.sakata_yoga': 'sakata',
  'yoga.vihanga_yoga': 'vihaga',
  'yoga.sringaataka_yoga': 'sringataka',
  'yoga.hala_yoga': 'hala',
  'yoga.vajra_yoga': 'vajra',
  'yoga.yava_yoga': 'yava',
  'yoga.kamala_yoga': 'kamala',
  'yoga.vaapi_yoga': 'vaapi',
  'yoga.yoopa_yoga': 'yoopa',
  'yoga.sakti_yoga': 'sakti',
  'yoga.danda_yoga': 'danda',
  'yoga.naukaa_yoga': 'naukaa',
  'yoga.koota_yoga': 'koota',
  'yoga.chatra_yoga': 'chatra',
  'yoga.chaapa_yoga': 'chaapa',
  'yoga.ardha_chandra_yoga': 'ardha-chandra',
  'yoga.chakra_yoga': 'chakra',
  'yoga.samudra_yoga': 'samudra',
  'yoga.veenaa_yoga': 'veenaa',
  'yoga.daama_yoga': 'daama',
  'yoga.paasa_yoga': 'paasa',
  'yoga.kedaara_yoga': 'kedaara',
  'yoga.soola_yoga': 'soola',
  'yoga.yuga_yoga': 'yuga',
  'yoga.gola_yoga': 'gola',
  'yoga.gaja_kesari_yoga_from_planet_positions': 'gajakesari',
  'yoga.gaja_kesari_yoga': 'gajakesari',
  'yoga.gaja_kesari_yoga_from_jd_place': 'gajakesari',
  'yoga.amala_yoga': 'amala',
  'yoga.kaahala_yoga': 'kahala',
  'yoga._kahala_yoga_calculation': 'kahala',
  'yoga.parvata_yoga': 'parvata',
  'yoga.chaamara_yoga': 'chamara',
  'yoga.sankha_yoga': 'sankha',
  'yoga.bheri_yoga': 'bheri',
  'yoga.sreenaatha_yoga': 'sreenatha',
  'yoga._sreenatha_yoga_calculation': 'sreenatha',
  'yoga._lakshmi_yoga_calculation': 'lakshmi',
  'yoga.guru_mangala_yoga': 'guru-mangala',
  'yoga.subha_yoga': 'subha',
  'yoga.asubha_yoga': 'asubha',
  'yoga.harsha_yoga': 'harsha',
  'yoga.vimala_yoga': 'vimala',
  'yoga.dhana_yoga': 'dhana-yoga',
  'yoga.dharidhra_yoga': 'daridra',
  'dosha.kala_sarpa': 'kala-sarpa',
  'dosha.manglik': 'manglik',
  'raja_yoga.neecha_bhanga_raja_yoga_from_planet_positions': 'neecha-bhanga',
  'raja_yoga.get_raja_yoga_pairs_from_planet_positions': 'raja-yoga',
  'yoga.trilochana_yoga': 'trilochana',
  'yoga.kulavardhana_yoga': 'kulavardhana',
  'yoga.sareera_soukhya_yoga': 'sareera-soukhya',
  'yoga.dhur_yoga': 'duryoga',
  'yoga._kalanidhi_yoga_calculation': 'kalanidhi',
  'yoga.budha_yoga': 'budha',
  'yoga.kusuma_yoga': 'kusuma',
  'yoga.sada_sanchara_yoga': 'sada-sanchara',
  'yoga.ayatnadhanalabha_yoga': 'ayatnadhanalabha',
  'yoga.bahudravyarjana_yoga': 'bahudravyarjana',
  'yoga._ravi_yoga_calculation': 'ravi',
  'yoga._jaya_yoga_calculation': 'jaya',
  'yoga._rajalakshana_yoga_calculation': 'rajalakshana',
  'yoga._go_yoga_calculation': 'go',
  'yoga._gaja_yoga_calculation': 'gaja',
  'yoga._amsaavatara_yoga_calculation': 'amsavatara',
  'yoga._devendra_yoga_calculation': 'devendra',
  'yoga._sankhya_yoga_calculation': 'sankhya',
  'yoga._malika_yoga_calculation': 'malika',
};
/** Extra inputs that change a rule's meaning in ways we do not model; such assertions are not covered. */
const UNMODELLED_INPUTS = [
  'vaiseshikamsa_scores',
  'v_score',
  'maandi_house',
  'mandi_house',
  'gulika_h_idx',
  'deity_index',
  'jupiter_vaiseshikamsa_dhasavarga_score',
  'natural_benefics',
  'natural_malefics',
  'is_moon_waning',
];
const SANKHYA: Record<number, string> = { 7: 'veenaa', 6: 'daama', 5: 'paasa', 4: 'kedaara', 3: 'soola', 2: 'yuga', 1: 'gola' };
const MALIKA: Record<number, string> = { 1: 'naukaa', 4: 'koota', 7: 'chatra', 10: 'chaapa' };

type Signs = { lagna: number | null; grahas: Partial<Record<Graha, number>>; deg?: Partial<Record<Graha | 'L', number>> };

function chartOf(a: Assertion): Signs | null {
  const k = a.input.kwargs;
  const first = a.input.args[0];
  const oneD = (k['chart_1d'] ?? k['chart_rasi'] ?? (Array.isArray(first) && typeof first[0] === 'string' ? first : undefined)) as
    string[] | undefined;
  // A chart drawn with two lagnas is ambiguous; leave it out rather than guess.
  if (oneD)
    return oneD
      .join('/')
      .split('/')
      .filter((t) => t === 'L').length === 1
      ? parseChart1d(oneD)
      : null;
  const positions = (k['planet_positions'] ?? first) as [string | number, [number, number]][] | undefined;
  if (!Array.isArray(positions) || !Array.isArray(positions[0])) return null;
  const out: Signs = { lagna: null, grahas: {}, deg: {} };
  for (const [body, [sign, deg]] of positions) {
    if (body === 'L') {
      out.lagna = sign;
      out.deg!.L = deg;
    } else {
      out.grahas[GRAHAS[body as number]!] = sign;
      out.deg![GRAHAS[body as number]!] = deg;
    }
  }
  return out;
}

function factsOf(s: Signs, navamsa?: string[]): ChartFacts | null {
  if (s.lagna === null || GRAHAS.slice(0, 7).some((g) => s.grahas[g] === undefined)) return null;
  const nav = navamsa ? parseChart1d(navamsa) : null;
  const rahu = s.grahas.Rahu ?? 0;
  const grahas = {} as ConstructorParameters<typeof ChartFacts>[0]['grahas'];
  for (const g of GRAHAS) {
    const sign = g === 'Rahu' ? rahu : g === 'Ketu' ? (s.grahas.Ketu ?? (rahu + 6) % 12) : s.grahas[g]!;
    const deg = s.deg?.[g] ?? 15;
    grahas[g] = {
      sign,
      deg,
      navamsa: nav?.grahas[g] ?? Math.floor(((sign * 30 + deg) * 9) / 30) % 12,
      retrograde: g === 'Rahu' || g === 'Ketu',
      combust: false,
    };
  }
  return new ChartFacts({ lagnaSign: s.lagna, grahas });
}

/**
 * Birth given as PyJHora's local-time Julian day and Place(lat, lon, timezone): cast with our
 * own engine (Lahiri, mean nodes, as the fixture's tests assume) and read the facts from it.
 */
function factsFromBirth(a: Assertion): ChartFacts | null {
  const [jdLocal, place] = a.input.args as [number, string];
  const m = /latitude=([-\d.]+), longitude=([-\d.]+), timezone=([-\d.]+)/.exec(place);
  if (!m) return null;
  const offsetMinutes = Math.round(Number(m[3]) * 60);
  const c = jdUtToCivil(jdLocal - offsetMinutes / 1440, offsetMinutes);
  const p2 = (n: number) => String(Math.round(n)).padStart(2, '0');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const utcOffset = `${sign}${p2(Math.floor(Math.abs(offsetMinutes) / 60))}:${p2(Math.abs(offsetMinutes) % 60)}`;
  const base = computeChartBase({
    date: `${c.year}-${p2(c.month)}-${p2(c.day)}`,
    time: `${p2(c.hour)}:${p2(c.minute)}`,
    utcOffset,
    lat: Number(m[1]),
    lon: Number(m[2]),
    ayanamsa: 'LAHIRI',
    node: 'mean',
  });
  return ChartFacts.fromChart(base);
}

function evaluate(a: Assertion): { covered: false; why: string } | { covered: true; agree: boolean; ours: unknown } {
  let ruleId = RULE_OF[a.function];
  if (!ruleId) return { covered: false, why: 'no equivalent rule in our catalogue' };
  const extra = Object.keys(a.input.kwargs).filter((k) => UNMODELLED_INPUTS.includes(k));
  if (extra.length) return { covered: false, why: `needs ${extra.join(', ')}` };
  const signs = chartOf(a);
  const facts = a.function.endsWith('_from_jd_place')
    ? factsFromBirth(a)
    : signs && factsOf(signs, a.input.kwargs['chart_navamsa'] as string[] | undefined);
  if (!facts) return { covered: false, why: 'chart input not in a form we read' };
  if (ruleId === 'sankhya') ruleId = SANKHYA[a.input.kwargs['required_count'] as number]!;
  // start_house_index is a sign index (0 = Aries): the garland starts in the house that sign occupies.
  if (ruleId === 'malika')
    ruleId = MALIKA[(((a.input.kwargs['start_house_index'] as number) - facts.lagnaSign + 12) % 12) + 1] ?? 'ardha-chandra';
  if (ruleId === 'manglik') {
    const m = manglikStatus(facts);
    const e = a.expected as [boolean, boolean, number[]];
    return { covered: true, agree: m.manglik === e[0] && m.cancelled === e[1], ours: [m.manglik, m.cancelled, m.reasons] };
  }
  const rule = YOGA_CATALOGUE.find((r) => r.id === ruleId)!;
  const m = rule.holds(facts);
  if (Array.isArray(a.expected)) {
    const want = (a.expected as number[]).map((i) => GRAHAS[i]!);
    // Set equality: extra grahas in our match are a disagreement too, not a pass.
    const agree = m !== null && want.length === new Set(m.grahas).size && want.every((g) => m.grahas.includes(g));
    return { covered: true, agree, ours: m?.grahas ?? null };
  }
  return { covered: true, agree: (m !== null) === a.expected, ours: m !== null };
}

/**
 * The assertions we knowingly disagree with, by id (`function@line` of the fixture's assertion),
 * each with the reason (see the module comment). The test fails when a new disagreement appears
 * or one of these starts agreeing, so the list always says exactly where we differ.
 */
const KNOWN_DISAGREEMENTS: Record<string, string> = {
  'raja_yoga.get_raja_yoga_pairs_from_planet_positions@1172':
    'PyJHora lists one kendra-lord/trikona-lord pair (Sun, Jupiter); our match names every graha of the combination and adds Venus',
  'yoga.rajju_yoga@1485': 'Nabhasa ashraya: we count the seven grahas, PyJHora also counts the nodes',
  'yoga.bheri_yoga@2057': '"9th lord strong" read as own/exaltation/moolatrikona sign',
  'yoga.dharidhra_yoga@2849': "PyJHora bundles Raman's poverty combinations #145–#153; ours is the BPHS 11th lord in a dusthana",
  'yoga.dharidhra_yoga@2865': 'as above (Raman #149)',
  'yoga.dharidhra_yoga@2883': 'as above (Raman #153)',
  'dosha.manglik@5168': 'we count Mars in the 1st house (PyJHora: include_lagna_house=false), here cancelled by own/exaltation sign',
};

/**
 * Each assertion's id: the PyJHora function and the fixture line it was recorded from, plus
 * `#n` for the n-th assertion of a line that records several (a loop in the Python test).
 */
const ID_OF = new Map<Assertion, string>();
for (const a of assertions) {
  const base = `${a.function}@${/line (\d+)/.exec(a.from)?.[1] ?? a.test}`;
  let id = base;
  for (let n = 2; [...ID_OF.values()].includes(id); n++) id = `${base}#${n}`;
  ID_OF.set(a, id);
}
const idOf = (a: Assertion) => ID_OF.get(a)!;

describe('textbook yoga/dosha assertions (PyJHora v4.8.5 fixture)', () => {
  it('runs every assertion, reports the agreement rate and disagrees exactly where known', () => {
    let covered = 0;
    let agreed = 0;
    const disagreements: string[] = [];
    const disagreeingIds: string[] = [];
    const notCovered = new Map<string, number>();
    for (const a of assertions) {
      const r = evaluate(a);
      if (!r.covered) {
        notCovered.set(r.why, (notCovered.get(r.why) ?? 0) + 1);
        continue;
      }
      covered++;
      if (r.agree) agreed++;
      else {
        disagreeingIds.push(idOf(a));
        disagreements.push(`${idOf(a)} [${a.test}] expected ${JSON.stringify(a.expected)} ours ${JSON.stringify(r.ours)}`);
      }
    }
    console.log(
      `textbook yogas: ${assertions.length} assertions, ${covered} covered, ${agreed} agree (${((100 * agreed) / covered).toFixed(1)} % of covered, ` +
        `${((100 * agreed) / assertions.length).toFixed(1)} % of all)\nnot covered: ${JSON.stringify(Object.fromEntries(notCovered))}\ndisagreements:\n  ${disagreements.join('\n  ')}`,
    );
    expect(assertions.length).toBe(278);
    // Coverage may grow (new rules), never shrink: an uncovered assertion cannot disagree.
    expect(covered).toBeGreaterThanOrEqual(142);
    expect(disagreeingIds.sort()).toEqual(Object.keys(KNOWN_DISAGREEMENTS).sort());
  });
});
