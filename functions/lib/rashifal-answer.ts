/**
 * The engine's rashifal facts as the API writes them (/api/rashifal and /api/outlook): signs
 * 1–12 where the engine counts 0–11, a festival's name in the answer's language.
 */
import type { RashifalAnswer } from '../../shared/contracts/responses/rashifal';
import type { Locale } from '../../shared/i18n/locale';
import { festivalNameIn, type RashifalEvent, type RashifalFacts } from '../../shared/interpretation/rashifal/facts';

/** An event of the period. */
export function eventOut(e: RashifalEvent, locale: Locale): RashifalAnswer['events'][number] {
  if (e.kind === 'chandrashtama') return e;
  if (e.kind === 'festival') return { kind: e.kind, at: e.at, key: e.key, name: festivalNameIn(e, locale) };
  const { signIndex, ...rest } = e;
  return { ...rest, sign: signIndex + 1 };
}

/** The transits and events of the facts. */
export function skyOut(facts: RashifalFacts, locale: Locale): Pick<RashifalAnswer, 'transits' | 'events'> {
  return {
    transits: facts.transits.map(({ signIndex, ...t }) => ({ ...t, sign: signIndex + 1 })),
    events: facts.events.map((e) => eventOut(e, locale)),
  };
}
