/**
 * Saturn's passages over the natal Moon across a life: Sade Sati (Saturn in the 12th, 1st and
 * 2nd signs from the Moon: rising, peak, setting) and Dhaiya, the two-and-a-half-year spells in
 * the 4th (Kantaka Shani) and the 8th (Ashtama Shani). Counted by whole signs from the Moon's
 * sign, as sadeSatiPhase does for one instant. A retrograde step back out of a sign splits a
 * stretch; the spell (one Sade Sati, one Dhaiya) runs from Saturn's first entry to its last exit.
 *
 * Saturn's sign changes do not depend on the birth: they are found in ten-year blocks per
 * (ayanamsa, node model), memoised like the year's ingresses (transits-ingress-year.ts), so the
 * hundred years of a life cost ten block look-ups after the first charts.
 */
import type { ChartBase } from '../model/chart';
import { jdUtToIso } from '../time/julian';
import { RASIS, type Rasi, rasiIndexOf } from '../vocabulary/rasi';
import type { Ayanamsa, NodeType } from '../vocabulary/settings';
import { houseFrom } from './classical';
import { siderealAt } from './transits';
import { planetCrossings, siderealSampler } from './transits-ingress';
import type { Crossing } from './transits-ingress-solve';

/** The spells: Sade Sati, and the two Dhaiyas (Kantaka Shani in the 4th, Ashtama Shani in the 8th). */
export const SATURN_SPELL_KINDS = ['sadeSati', 'kantaka', 'ashtama'] as const;
/** One of them. */
export type SaturnSpellKind = (typeof SATURN_SPELL_KINDS)[number];
/** Sade Sati's three phases (12th, 1st, 2nd from the Moon); a Dhaiya has none. */
export type SadeSatiPhaseName = 'rising' | 'peak' | 'setting';

/** Houses from the Moon that start a spell, and what they are. */
const SPELL_OF_HOUSE: Readonly<Record<number, { kind: SaturnSpellKind; phase: SadeSatiPhaseName | null }>> = {
  12: { kind: 'sadeSati', phase: 'rising' },
  1: { kind: 'sadeSati', phase: 'peak' },
  2: { kind: 'sadeSati', phase: 'setting' },
  4: { kind: 'kantaka', phase: null },
  8: { kind: 'ashtama', phase: null },
};

/** The spell (and Sade Sati phase) Saturn's house from the Moon starts, or null for the other houses. */
export function saturnSpellOfHouse(houseFromMoon: number): { kind: SaturnSpellKind; phase: SadeSatiPhaseName | null } | null {
  return SPELL_OF_HOUSE[houseFromMoon] ?? null;
}

/** Saturn in one sign without a break, counted from the natal Moon. Instants carry the birth's offset. */
export interface SaturnStretch {
  kind: SaturnSpellKind;
  phase: SadeSatiPhaseName | null;
  /** 12, 1, 2 (Sade Sati), 4 (Kantaka) or 8 (Ashtama). */
  houseFromMoon: number;
  rasi: Rasi;
  start: string;
  end: string;
  startJdUt: number;
  endJdUt: number;
  /** True when `atJdUt` (the "today" asked about) falls inside. */
  current: boolean;
}

/** One Sade Sati or Dhaiya from Saturn's first entry to its last exit, with its stretches. */
export interface SaturnSpell {
  kind: SaturnSpellKind;
  start: string;
  end: string;
  startJdUt: number;
  endJdUt: number;
  current: boolean;
  stretches: SaturnStretch[];
}

/** Length of a memo block, days (ten Julian years). */
const BLOCK_DAYS = 3652.5;
/** Blocks kept: 6 ayanamsas × 2 node models × the 40 blocks of 1800–2200 would be 480; a life needs ~11. */
const BLOCK_MEMO_SIZE = 96;
const blockMemo = new Map<string, readonly Crossing[]>();

/** Saturn's sign changes in memo block `k` (JD from k·BLOCK_DAYS), memoised (see the file comment). */
function saturnBlock(k: number, ayanamsa: Ayanamsa, node: NodeType): readonly Crossing[] {
  const key = `${k}|${ayanamsa}|${node}`;
  const hit = blockMemo.get(key);
  if (hit) return hit;
  const start = k * BLOCK_DAYS;
  const end = start + BLOCK_DAYS;
  const found = Object.freeze(
    planetCrossings(siderealSampler('Saturn', ayanamsa, node), start, end)
      .filter((c) => c.jdUt >= start && c.jdUt < end)
      .map((c) => Object.freeze(c)),
  );
  if (blockMemo.size >= BLOCK_MEMO_SIZE) blockMemo.delete(blockMemo.keys().next().value!);
  blockMemo.set(key, found);
  return found;
}

/** Saturn's sign changes (sidereal, in `ayanamsa` and `node`) with `startJdUt <= jdUt < endJdUt`, in time order. */
export function saturnIngresses(ayanamsa: Ayanamsa, node: NodeType, startJdUt: number, endJdUt: number): Crossing[] {
  const out: Crossing[] = [];
  for (let k = Math.floor(startJdUt / BLOCK_DAYS); k * BLOCK_DAYS < endJdUt; k++)
    for (const c of saturnBlock(k, ayanamsa, node)) if (c.jdUt >= startJdUt && c.jdUt < endJdUt) out.push(c);
  return out;
}

/**
 * Sade Sati and Dhaiya spells of the natal chart `base` that overlap `[fromJdUt, toJdUt)`
 * (Julian days, UT; e.g. birth to age 100), each with its true first entry and last exit even
 * when those fall outside the window (Saturn's motion is searched a spell's length either side),
 * marking the spell and stretch that hold `atJdUt`.
 */
export function saturnSpells(base: ChartBase, fromJdUt: number, toJdUt: number, atJdUt: number): SaturnSpell[] {
  if (!Number.isFinite(fromJdUt) || !Number.isFinite(toJdUt) || toJdUt <= fromJdUt)
    throw new RangeError(`toJdUt: expected a finite window end after fromJdUt, got ${fromJdUt}–${toJdUt}`);
  const { ayanamsa, node, utcOffsetMinutes: offset } = base.input;
  const moonSign = base.grahas[1]!.rasiIndex;
  // A Sade Sati lasts up to ~8 years: search that far either side so spells cut by the window keep their dates.
  const MARGIN_DAYS = 9 * 365.25;
  const scanStart = fromJdUt - MARGIN_DAYS;
  const scanEnd = toJdUt + MARGIN_DAYS;
  const firstSign = rasiIndexOf(siderealAt(base, scanStart).Saturn.lonDeg);
  const changes = [{ jdUt: scanStart, rasiIndex: firstSign }, ...saturnIngresses(ayanamsa, node, scanStart, scanEnd)];
  const stretches: (SaturnStretch & { known: boolean })[] = [];
  for (const [k, change] of changes.entries()) {
    const house = houseFrom(moonSign, change.rasiIndex);
    const spell = SPELL_OF_HOUSE[house];
    const next = changes[k + 1];
    if (!spell) continue;
    const endJdUt = next?.jdUt ?? scanEnd;
    stretches.push({
      kind: spell.kind,
      phase: spell.phase,
      houseFromMoon: house,
      rasi: RASIS[change.rasiIndex]!,
      start: jdUtToIso(change.jdUt, offset),
      end: jdUtToIso(endJdUt, offset),
      startJdUt: change.jdUt,
      endJdUt,
      current: change.jdUt <= atJdUt && atJdUt < endJdUt,
      // The scan's first and last stretches have a cut-off edge, not a real ingress.
      known: k > 0 && next !== undefined,
    });
  }
  // A spell continues while Saturn steps between its signs (or back out and in again) without
  // reaching another spell's sign or completing a cycle: consecutive stretches of one kind less
  // than a Saturn year apart (a retrograde back-step lasts ≤ ~9 months) belong to one spell.
  const BACKSTEP_MAX_DAYS = 365;
  const spells: (SaturnSpell & { known: boolean })[] = [];
  for (const { known, ...stretch } of stretches) {
    const last = spells[spells.length - 1];
    if (last && last.kind === stretch.kind && stretch.startJdUt - last.endJdUt < BACKSTEP_MAX_DAYS) {
      last.stretches.push(stretch);
      last.end = stretch.end;
      last.endJdUt = stretch.endJdUt;
      last.known &&= known;
    } else {
      spells.push({
        kind: stretch.kind,
        start: stretch.start,
        end: stretch.end,
        startJdUt: stretch.startJdUt,
        endJdUt: stretch.endJdUt,
        current: false,
        stretches: [stretch],
        known,
      });
    }
  }
  return spells
    .filter((s) => s.known && s.startJdUt < toJdUt && fromJdUt < s.endJdUt)
    .map(({ known: _known, ...spell }) => ({ ...spell, current: spell.startJdUt <= atJdUt && atJdUt < spell.endJdUt }));
}
