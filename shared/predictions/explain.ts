/**
 * Why each yoga/dosha holds: the catalogue's rules evaluated over the chart, each match turned
 * into evidence (where its grahas stand, what they rule, the pairs and exceptions the rule found)
 * with the classical texts its definition names, plus the Manglik and Kala Sarpa checks stated
 * either way. Data only; the sentences are in shared/interpretation/yogas.ts.
 */
import { statableRules } from './lagna-free';
import type { Citation, ClassicalWork, DoshaChecks, GrahaStanding, YogaEvidence, YogaExplanation } from '../chart/yoga-evidence';
import type { Graha } from '../vocabulary/graha';
import { YOGA_CATALOGUE } from './catalogue';
import { ChartFacts } from './chart-facts';
import { kalaSarpaStatus, manglikStatus } from './doshas';
import type { PredictionChart } from './evaluate';
import type { RuleMatch, YogaRule } from './rule';

const WORK_PATTERN = /(BPHS|Phaladeepika|Raman|VAIA)(?:\s+(?:ch\.\s*)?(\d+))?/g;
const WORK_OF: Record<string, ClassicalWork> = { BPHS: 'BPHS', Phaladeepika: 'Phaladeepika', Raman: 'Raman300', VAIA: 'VAIA' };

/**
 * The texts a rule's `source` line names before its colon ("BPHS ch. 37: …", "BPHS/Raman: …",
 * "Phaladeepika 6: …"); none for a line without a citation (common usage, e.g. Kala Sarpa).
 */
export function citationsOf(source: string): Citation[] {
  const colon = source.indexOf(':');
  if (colon < 0) return [];
  return [...source.slice(0, colon).matchAll(WORK_PATTERN)].map((m) => ({ work: WORK_OF[m[1]!]!, chapter: m[2] ? Number(m[2]) : null }));
}

/** The rule's condition without its citation prefix. */
function conditionOf(source: string): string {
  const colon = source.indexOf(':');
  return colon < 0 || citationsOf(source).length === 0 ? source : source.slice(colon + 1).trim();
}

function standing(f: ChartFacts, g: Graha, from: Graha | undefined): GrahaStanding {
  const dignity = f.exalted(g)
    ? 'exalted'
    : f.debilitated(g)
      ? 'debilitated'
      : f.moolatrikona(g)
        ? 'moolatrikona'
        : f.ownSign(g)
          ? 'own'
          : null;
  const out: GrahaStanding = { graha: g, house: f.house[g], rasiIndex: f.sign[g], lordOf: f.housesRuled(g).sort((a, b) => a - b), dignity };
  if (from && from !== g) out.houseFromRef = f.houseFrom(f.sign[from], g);
  return out;
}

/** Evidence of one match of `rule` (see the module comment). */
export function evidenceOf(f: ChartFacts, rule: YogaRule, m: RuleMatch): YogaEvidence {
  const order = m.from && m.grahas.includes(m.from) ? [m.from, ...m.grahas.filter((g) => g !== m.from)] : m.grahas;
  const e: YogaEvidence = {
    id: rule.id,
    family: rule.family,
    citations: citationsOf(rule.source),
    condition: conditionOf(rule.source),
    grahas: order.map((g) => standing(f, g, m.from)),
    houses: m.houses,
  };
  if (m.from) e.from = m.from;
  if (m.links?.length) e.links = m.links;
  if (m.cancellations?.length) e.cancellations = m.cancellations;
  if (m.side) e.side = m.side;
  return e;
}

/** Manglik and Kala Sarpa, present or absent, with the facts that decide it. */
export function doshaChecks(f: ChartFacts): DoshaChecks {
  const m = manglikStatus(f);
  const k = kalaSarpaStatus(f);
  return {
    manglik: {
      present: m.manglik,
      cancelled: m.cancelled,
      marsHouse: f.house.Mars,
      marsRasiIndex: f.sign.Mars,
      cancellations: m.cancellations,
    },
    kalaSarpa: { present: k.side !== null, rahuHouse: f.house.Rahu, ...k },
  };
}

/** Evidence for every natal rule that holds in `chart` (catalogue order; without a birth time, only lagna-free ones) and the two dosha checks. */
export function explainYogas(chart: PredictionChart, rules: readonly YogaRule[] = YOGA_CATALOGUE): YogaExplanation {
  const f = ChartFacts.fromChart(chart);
  const evidence: YogaEvidence[] = [];
  for (const rule of statableRules(chart, rules)) {
    const m = rule.holds(f);
    if (m) evidence.push(evidenceOf(f, rule, m));
  }
  return { evidence, checks: chart.input.timeKnown ? doshaChecks(f) : { ...doshaChecks(f), housesFrom: 'Moon' } };
}
