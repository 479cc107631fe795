/**
 * The ten poruthams in words: each one's explanation from the facts the rule read
 * (shared/jyotish/poruthams.ts), in the language of `text`.
 */
import type { Porutham, PoruthamAgreement, PoruthamFacts } from '../../jyotish/poruthams';
import type { MatchText } from './text';

/** The names the explanations quote: each Moon's sign and star, in the answer's language. */
export interface PoruthamMoonNames {
  rasi: string;
  nakshatra: string;
}

/** One porutham's explanation. */
function explanation(
  key: PoruthamAgreement['key'],
  f: PoruthamFacts,
  groom: PoruthamMoonNames,
  bride: PoruthamMoonNames,
  text: MatchText,
): string {
  switch (key) {
    case 'dina':
      return text.dina(f.starCount);
    case 'gana':
      return text.poruthamGana(f.ganas[0], f.ganas[1]);
    case 'mahendra':
      return text.mahendra(f.starCount, f.mahendra);
    case 'streeDeergha':
      return text.streeDeergha(f.starCount);
    case 'yoni':
      return text.poruthamYoni(f.yoniPoints);
    case 'rasi':
      return text.poruthamRasi(groom.rasi, f.signCount, bride.rasi);
    case 'rasiAdhipati':
      return text.rasiAdhipati(f.maitriPoints);
    case 'vasya':
      return text.vasya(f.vashyaPoints);
    case 'rajju':
      return text.rajju(f.rajjus[0], f.rajjus[1]);
    case 'vedha':
      return text.vedha(groom.nakshatra, bride.nakshatra, f.vedha);
  }
}

/** The poruthams with their explanations, in the order given. */
export function explainPoruthams(
  agreements: readonly PoruthamAgreement[],
  facts: PoruthamFacts,
  groom: PoruthamMoonNames,
  bride: PoruthamMoonNames,
  text: MatchText,
): Porutham[] {
  return agreements.map((a) => ({ ...a, explanation: explanation(a.key, facts, groom, bride, text) }));
}
