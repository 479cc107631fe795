/**
 * A rashifal's facts: the sky of one period read from one Moon sign — the Moon's sign at the
 * period's start and its changes (for a day and a week), chandrashtama stretches (the Moon in the
 * 8th sign), every graha's gochara with vedha, ingresses, retrograde stations, eclipses, and
 * Saturn's spell (Sade Sati, Dhaiya) over the sign. Festivals of the period are handed in by
 * the caller (the calendar), so this stays one pure function of its arguments.
 */
import { ayanamsaDeg } from '../astronomy/ayanamsa';
import { tropicalPositions } from '../astronomy/positions';
import { houseFrom } from '../jyotish/classical';
import { gocharaFromMoonSign } from '../jyotish/gochara';
import { saturnSpellOfHouse } from '../jyotish/saturn-phases';
import { signChanges } from '../jyotish/sign-changes';
import { findStations } from '../jyotish/transits-stations';
import { normalizeDeg } from '../math/angles';
import { eclipsesBetween, type EclipseKind } from '../panchang/eclipses';
import { localClock } from '../panchang/local-clock';
import { GRAHAS, type Graha } from '../vocabulary/graha';
import { rasiIndexOf } from '../vocabulary/rasi';
import type { Ayanamsa, NodeType } from '../vocabulary/settings';
import type { RashifalEvent, RashifalFacts, RashifalPeriod, RashifalTransit } from '../interpretation/rashifal/facts';
import { rashifalSpan, type RashifalPlace } from './rashifal-period';

/** What a rashifal is asked for. */
export interface RashifalRequest {
  /** The Moon sign read from, 0 = Mesha. */
  signIndex: number;
  period: RashifalPeriod;
  /** A civil date in the period, YYYY-MM-DD (for a week, its first day). */
  date: string;
  place: RashifalPlace;
  ayanamsa: Ayanamsa;
  node: NodeType;
  /** The period's festivals (from the calendar), as events; none when omitted. */
  festivals?: readonly Extract<RashifalEvent, { kind: 'festival' }>[];
}

/** Periods whose Moon sign changes are listed as events (a month has ~13, a year ~160: they show as chandrashtama days instead). */
const MOON_CHANGES_LISTED: ReadonlySet<RashifalPeriod> = new Set(['day', 'week']);

/** The 8th sign from the Moon sign: the Moon there is chandrashtama. */
const CHANDRASHTAMA_HOUSE = 8;

/** Sidereal longitude (degrees) and speed of each graha at `jdUt`. */
function siderealSky(jdUt: number, ayanamsa: Ayanamsa, node: NodeType): Record<Graha, { lonDeg: number; speedDegPerDay: number }> {
  const tropical = tropicalPositions(jdUt, node);
  const aya = ayanamsaDeg(jdUt, ayanamsa);
  const out = {} as Record<Graha, { lonDeg: number; speedDegPerDay: number }>;
  for (const g of GRAHAS)
    out[g] = { lonDeg: normalizeDeg(tropical[g].tropicalLongitudeDeg - aya), speedDegPerDay: tropical[g].speedDegPerDay };
  return out;
}

/** The part of a rashifal that does not depend on the sign: computed once for all twelve. */
export interface RashifalSky {
  period: RashifalPeriod;
  from: string;
  to: string;
  startJdUt: number;
  endJdUt: number;
  iso: (jdUt: number) => string;
  /** Sidereal sign index and motion of each graha at the period's start. */
  start: Readonly<Record<Graha, { rasiIndex: number; lonDeg: number; retrograde: boolean }>>;
  changes: ReturnType<typeof signChanges>;
  stations: ReturnType<typeof findStations>;
  eclipses: { kind: EclipseKind; jdUt: number; rasiIndex: number }[];
  festivals: readonly Extract<RashifalEvent, { kind: 'festival' }>[];
}

/** The sky of the period (see RashifalSky). Throws PanchangConditionError where the Sun does not rise. */
export function rashifalSky(request: Omit<RashifalRequest, 'signIndex'>): RashifalSky {
  const { period, ayanamsa, node } = request;
  const span = rashifalSpan(period, request.date, request.place);
  const clock = localClock(request.place.zone, span.startJdUt, span.endJdUt);
  const sky = siderealSky(span.startJdUt, ayanamsa, node);
  const start = {} as Record<Graha, { rasiIndex: number; lonDeg: number; retrograde: boolean }>;
  for (const g of GRAHAS) {
    const nodeRetro = (g === 'Rahu' || g === 'Ketu') && node === 'mean';
    start[g] = { rasiIndex: rasiIndexOf(sky[g].lonDeg), lonDeg: sky[g].lonDeg, retrograde: nodeRetro || sky[g].speedDegPerDay < 0 };
  }
  const eclipses = eclipsesBetween(span.startJdUt, span.endJdUt).map((e) => {
    const at = siderealSky(e.jdUt, ayanamsa, node);
    return { kind: e.kind, jdUt: e.jdUt, rasiIndex: rasiIndexOf(e.kind.startsWith('solar') ? at.Sun.lonDeg : at.Moon.lonDeg) };
  });
  return {
    period,
    from: span.from,
    to: span.to,
    startJdUt: span.startJdUt,
    endJdUt: span.endJdUt,
    iso: clock.iso,
    start,
    changes: signChanges(GRAHAS, ayanamsa, node, span.startJdUt, span.endJdUt),
    stations: findStations(ayanamsa, node, span.startJdUt, span.endJdUt),
    eclipses,
    festivals: request.festivals ?? [],
  };
}

/** The facts of one rashifal (see the file comment). Throws PanchangConditionError where the Sun does not rise. */
export function rashifalFacts(request: RashifalRequest): RashifalFacts {
  return rashifalFactsFor(rashifalSky(request), request.signIndex);
}

/** The facts for one Moon sign (0 = Mesha) over a sky already cast. */
export function rashifalFactsFor(sky: RashifalSky, signIndex: number): RashifalFacts {
  if (!Number.isInteger(signIndex) || signIndex < 0 || signIndex > 11) throw new RangeError(`signIndex: expected 0–11, got ${signIndex}`);
  const house = (rasi: number) => houseFrom(signIndex, rasi);
  const signOf = {} as Record<Graha, number>;
  for (const g of GRAHAS) signOf[g] = sky.start[g].rasiIndex;
  const transits: RashifalTransit[] = gocharaFromMoonSign(signIndex, signOf).map((p) => ({
    graha: p.graha,
    signIndex: p.rasiIndex,
    house: p.houseFromMoon,
    degreesInSign: sky.start[p.graha].lonDeg - p.rasiIndex * 30,
    retrograde: sky.start[p.graha].retrograde,
    favourable: p.favourable,
    obstructedBy: p.obstructedBy,
  }));

  const events: RashifalEvent[] = [];
  for (const c of sky.changes) {
    const at = sky.iso(c.jdUt);
    if (c.graha === 'Moon') {
      if (MOON_CHANGES_LISTED.has(sky.period)) events.push({ kind: 'moon-sign', at, signIndex: c.rasiIndex, house: house(c.rasiIndex) });
    } else
      events.push({ kind: 'ingress', at, graha: c.graha, signIndex: c.rasiIndex, house: house(c.rasiIndex), retrograde: c.retrograde });
  }
  for (const s of sky.stations)
    events.push({
      kind: 'station',
      at: sky.iso(s.jdUt),
      graha: s.graha,
      turns: s.turns,
      signIndex: s.rasiIndex,
      house: house(s.rasiIndex),
    });
  for (const e of sky.eclipses)
    events.push({ kind: 'eclipse', at: sky.iso(e.jdUt), eclipse: e.kind, signIndex: e.rasiIndex, house: house(e.rasiIndex) });
  events.push(...chandrashtamaStretches(signOf.Moon, sky.changes, sky.startJdUt, sky.endJdUt, house, sky.iso));
  events.push(...sky.festivals);
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  const spell = saturnSpellOfHouse(house(signOf.Saturn));
  return {
    signIndex,
    period: sky.period,
    from: sky.from,
    to: sky.to,
    moon: { signIndex: signOf.Moon, house: house(signOf.Moon), at: sky.iso(sky.startJdUt) },
    transits,
    events,
    saturn: { kind: spell?.kind ?? null, phase: spell?.phase ?? null },
  };
}

/** The stretches of the window in which the Moon holds the 8th sign from the Moon sign. */
function chandrashtamaStretches(
  moonSignAtStart: number,
  changes: readonly { graha: Graha; rasiIndex: number; jdUt: number }[],
  startJdUt: number,
  endJdUt: number,
  house: (rasi: number) => number,
  iso: (jdUt: number) => string,
): RashifalEvent[] {
  const out: RashifalEvent[] = [];
  let enteredAt = house(moonSignAtStart) === CHANDRASHTAMA_HOUSE ? startJdUt : null;
  for (const c of changes) {
    if (c.graha !== 'Moon') continue;
    if (enteredAt !== null) {
      out.push({ kind: 'chandrashtama', at: iso(enteredAt), until: iso(c.jdUt) });
      enteredAt = null;
    }
    if (house(c.rasiIndex) === CHANDRASHTAMA_HOUSE) enteredAt = c.jdUt;
  }
  if (enteredAt !== null) out.push({ kind: 'chandrashtama', at: iso(enteredAt), until: iso(endJdUt) });
  return out;
}
