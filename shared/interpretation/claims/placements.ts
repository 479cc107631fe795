/**
 * Reads placement statements out of one clause: a graha (or a list of grahas, or the ascendant)
 * followed, through linking words only, by a sign, a house, a nakshatra, a dignity or its motion
 * ("Moon and Mars are in Leo", "Jupiter, exalted in Cancer, sits in your 10th house"); and the
 * adjective order ("retrograde Saturn", "Leo ascendant"). Any other word cuts the subject off, so
 * "Saturn rules your 10th house" and "Jupiter aspects the 7th house" make no statement. A negation
 * before a value denies it ("not the 10th"); one after it with nothing to deny next (Hindi word
 * order: "सिंह राशि में नहीं है") denies the value before.
 */
import type { Graha } from '../../vocabulary/graha';
import { LINKING_WORDS, LIST_JOINERS, NEGATIONS } from './grammar';
import type { StatedValue, Statement } from './statement';
import type { Token } from './tokens';

type Subject = { who: Graha | 'Ascendant'; start: number };

const isLinking = (t: Token) =>
  (t.entry?.kind === 'word' || t.entry === null || t.entry.kind === 'houseWord') && (LINKING_WORDS.has(t.raw) || t.number !== undefined);
const isJoiner = (t: Token) => LIST_JOINERS.has(t.raw);
const isNegation = (t: Token) => NEGATIONS.has(t.raw);

/** A house value starting at token i: "10th house", "tenth house", "house 10", "दशम भाव"; with its length in tokens. */
function houseAt(tokens: Token[], i: number): { house: number; length: number } | null {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  const n = t.ordinal ?? (t.entry?.kind === 'ordinal' ? t.entry.n : undefined);
  if (n !== undefined && next?.entry?.kind === 'houseWord' && n >= 1 && n <= 12) return { house: n, length: 2 };
  if (t.entry?.kind === 'houseWord' && next) {
    const m = next.number ?? (next.entry?.kind === 'numberWord' ? next.entry.n : undefined);
    if (m !== undefined && m >= 1 && m <= 12) return { house: m, length: 2 };
  }
  return null;
}

/** A house phrase followed by "lord" ("the 10th house lord", "सातवें भाव का/के स्वामी"): a lordship, not where the graha sits. */
function lordshipAt(tokens: Token[], i: number): boolean {
  const at = (k: number) => tokens[k]?.raw;
  if (at(i) === 'lord' || at(i) === 'lords') return true;
  return (at(i) === 'का' || at(i) === 'के' || at(i) === 'की') && (at(i + 1) === 'स्वामी' || at(i + 1) === 'स्वामित्व');
}

/** A bare ordinal ("the 10th" after "not"), 1–12. */
function bareOrdinal(t: Token): number | null {
  const n = t.ordinal ?? (t.entry?.kind === 'ordinal' ? t.entry.n : undefined);
  return n !== undefined && n >= 1 && n <= 12 ? n : null;
}

/** "from the Moon" / "from the lagna" after a house, with its length; `other` when counted from another graha. */
function houseReference(tokens: Token[], i: number): { from: 'lagna' | 'Moon' | 'other'; length: number } | null {
  if (tokens[i]?.raw !== 'from' && tokens[i]?.raw !== 'से') return null;
  let j = i + 1;
  while (tokens[j] && ['the', 'your', 'my', 'natal'].includes(tokens[j]!.raw)) j++;
  const e = tokens[j]?.entry;
  if (e?.kind === 'lagna') return { from: 'lagna', length: j - i + 1 };
  if (e?.kind === 'graha') return { from: e.graha === 'Moon' ? 'Moon' : 'other', length: j - i + 1 };
  return null;
}

/** Values (with their token length) that can start at token i, for a graha subject. */
function valueAt(tokens: Token[], i: number, subjectIsAscendant: boolean): { value: StatedValue | null; length: number } | null {
  const t = tokens[i]!;
  const e = t.entry;
  const house = houseAt(tokens, i);
  if (house) {
    const ref = houseReference(tokens, i + house.length);
    const length = house.length + (ref?.length ?? 0);
    if (subjectIsAscendant || ref?.from === 'other' || lordshipAt(tokens, i + length)) return { value: null, length };
    return { value: { kind: 'house', house: house.house, from: ref?.from === 'Moon' ? 'Moon' : 'lagna' }, length };
  }
  if (!e) return null;
  if (e.kind === 'sign')
    return { value: subjectIsAscendant ? { kind: 'ascendant', rasi: e.rasi } : { kind: 'sign', rasi: e.rasi }, length: 1 };
  if (e.kind === 'nakshatra') return { value: { kind: 'nakshatra', nakshatra: e.nakshatra }, length: 1 };
  if (subjectIsAscendant) return null;
  if (e.kind === 'dignity') return { value: { kind: 'dignity', claim: e.claim }, length: 1 };
  if (e.kind === 'motion') return { value: { kind: 'retrograde', retrograde: e.retrograde }, length: 1 };
  // "Mars in the lagna" = in the 1st house.
  if (e.kind === 'lagna') return { value: { kind: 'house', house: 1, from: 'lagna' }, length: 1 };
  return null;
}

/** A sign, nakshatra or house ending just before token `end` (skipping 'राशि'/'नक्षत्र'), for the Hindi place-first order. */
function placeBefore(tokens: Token[], end: number, consumed: Set<number>): { value: StatedValue; start: number } | null {
  let j = end - 1;
  while (j >= 0 && (tokens[j]!.raw === 'राशि' || tokens[j]!.raw === 'नक्षत्र')) j--;
  for (const from of [j, j - 1]) {
    if (from < 0 || consumed.has(from)) continue;
    const found = valueAt(tokens, from, false);
    if (found?.value && from + found.length - 1 === j && found.value.kind !== 'dignity' && found.value.kind !== 'retrograde') {
      for (let k = from; k <= j; k++) consumed.add(k);
      return { value: found.value, start: tokens[from]!.start };
    }
  }
  return null;
}

/** Index of the ')' closing the '(' at i within the clause, when nothing inside is a value; else -1. */
function skippableParenthesis(tokens: Token[], i: number): number {
  for (let j = i + 1; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.raw === ')') return j;
    if (t.raw === '(' || houseAt(tokens, j)) return -1;
    const k = t.entry?.kind;
    if (k === 'graha' || k === 'sign' || k === 'nakshatra' || k === 'dignity' || k === 'motion' || k === 'lagna') return -1;
  }
  return -1;
}

/** Statements in one clause's tokens (see the file comment). */
export function placementStatements(tokens: Token[]): Statement[] {
  const out: Statement[] = [];
  let subjects: Subject[] = [];
  let attached = false;
  let pendingNegation = false;
  let onlyJoinersSinceSubject = false;
  /** Statements made by the last value, for a negation that follows it. */
  let lastMade: Statement[] = [];
  let lastValueKind: StatedValue['kind'] | null = null;

  /** Token indices already read as a value (not to be read again as an adjective). */
  const consumed = new Set<number>();
  const emit = (value: StatedValue, from: Token, to: Token, forSubjects: Subject[]) => {
    lastMade = forSubjects.map((s) => ({
      subject: s.who,
      value,
      negated: pendingNegation,
      start: Math.min(s.start, from.start),
      end: to.end,
    }));
    out.push(...lastMade);
    lastValueKind = value.kind;
    attached = true;
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const e = t.entry;
    const prev = tokens[i - 1];

    if (e?.kind === 'graha' && !e.possessive) {
      const who: Subject = { who: e.graha, start: t.start };
      // Hindi order, the place first: "सिंह राशि में मंगल", "दशम भाव में मंगल".
      const placeFirst = prev?.raw === 'में' ? placeBefore(tokens, i - 1, consumed) : null;
      if (placeFirst) {
        out.push({ subject: e.graha, value: placeFirst.value, negated: false, start: placeFirst.start, end: t.end });
      }
      if (subjects.length && !attached && onlyJoinersSinceSubject) subjects.push(who);
      else {
        subjects = [who];
        attached = false;
        pendingNegation = false;
        lastMade = [];
        lastValueKind = null;
      }
      onlyJoinersSinceSubject = true;
      // Adjective order: "retrograde Saturn", "exalted Jupiter", "a Cancer Moon".
      const adjective = consumed.has(i - 1) ? null : prev?.entry;
      if (
        adjective &&
        (adjective.kind === 'dignity' || (adjective.kind === 'motion' && adjective.retrograde) || adjective.kind === 'sign')
      ) {
        const value = valueAt(tokens, i - 1, false)!.value!;
        const negated = tokens[i - 2] !== undefined && isNegation(tokens[i - 2]!);
        out.push({ subject: e.graha, value, negated, start: prev!.start, end: t.end });
      }
      continue;
    }
    // "Mars in the lagna" is a house; any other ascendant starts a statement about the ascendant.
    const inThe = prev?.raw === 'in' || ((prev?.raw === 'the' || prev?.raw === 'your') && tokens[i - 2]?.raw === 'in');
    if (e?.kind === 'lagna' && !(subjects.length && subjects[0]!.who !== 'Ascendant' && inThe)) {
      subjects = [{ who: 'Ascendant', start: t.start }];
      attached = false;
      pendingNegation = false;
      onlyJoinersSinceSubject = true;
      // "Leo ascendant", "Leo lagna".
      if (prev?.entry?.kind === 'sign' && !consumed.has(i - 1))
        out.push({
          subject: 'Ascendant',
          value: { kind: 'ascendant', rasi: prev.entry.rasi },
          negated: false,
          start: prev.start,
          end: t.end,
        });
      continue;
    }
    if (!subjects.length) continue;

    if (isNegation(t)) {
      // Look ahead: a value follows (English "not the 10th") → it is denied; otherwise the last value is (Hindi "… में नहीं है").
      let j = i + 1;
      while (j < tokens.length && isLinking(tokens[j]!) && !valueAt(tokens, j, subjects[0]!.who === 'Ascendant')) j++;
      const follows = j < tokens.length && (valueAt(tokens, j, subjects[0]!.who === 'Ascendant') || bareOrdinal(tokens[j]!) !== null);
      if (follows) pendingNegation = true;
      else for (const s of lastMade) s.negated = !s.negated;
      onlyJoinersSinceSubject = false;
      continue;
    }
    if (t.raw === '(') {
      const close = skippableParenthesis(tokens, i);
      if (close > 0) {
        i = close;
        onlyJoinersSinceSubject = false;
        continue;
      }
    }
    const found = valueAt(tokens, i, subjects[0]!.who === 'Ascendant');
    if (found) {
      const last = tokens[i + found.length - 1]!;
      // Hindi place-first order: "… दशम भाव में मंगल" places the graha that follows, not the subject before.
      let k = i + found.length;
      while (tokens[k]?.raw === 'राशि' || tokens[k]?.raw === 'नक्षत्र') k++;
      const placesNext = tokens[k]?.raw === 'में' && tokens[k + 1]?.entry?.kind === 'graha';
      if (placesNext) {
        subjects = [];
        continue;
      }
      if (found.value) emit(found.value, t, last, subjects);
      for (let n = 0; n < found.length; n++) consumed.add(i + n);
      i += found.length - 1;
      onlyJoinersSinceSubject = false;
      continue;
    }
    // "Venus is in your 12th house, not the 10th": a bare ordinal after a negation repeats the house.
    const ordinal = bareOrdinal(t);
    if (ordinal !== null && pendingNegation && lastValueKind === 'house' && subjects[0]!.who !== 'Ascendant') {
      emit({ kind: 'house', house: ordinal, from: 'lagna' }, t, t, subjects);
      continue;
    }
    if (isJoiner(t)) continue;
    if (isLinking(t)) {
      onlyJoinersSinceSubject = false;
      continue;
    }
    // Any other word: the subject's sentence has moved on.
    subjects = [];
    pendingNegation = false;
    lastMade = [];
  }
  return out;
}
