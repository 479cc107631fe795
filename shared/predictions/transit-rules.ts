/**
 * Transit doshas read from Saturn's current sign counted from the natal Moon sign:
 * Sade Sati (12th, 1st, 2nd: the seven and a half years) and Dhaiya or small Panoti
 * (4th or 8th: about two and a half years). They need a transit moment, so they are
 * evaluated only when the chart carries `transits`.
 */
import type { ChartBase, Prediction, Transits } from '../model/chart';
import { JYOTISH_TERMS, SADE_SATI_PHASE_NAMES } from '../vocabulary/terms';
import { RASIS } from '../vocabulary/rasi';
import { houseFrom } from '../jyotish/classical';

const PHASE_TEXT = {
  rising:
    'Saturn is crossing the sign before your Moon sign, the rising phase: responsibilities grow and old structures start to be tested.',
  peak: 'Saturn is crossing your Moon sign itself, the peak phase: a demanding, maturing stretch where patience and routine carry you through.',
  setting:
    'Saturn is crossing the sign after your Moon sign, the setting phase: pressure eases and the lessons of the last years start to pay off.',
} as const;

/** Ids of the predictions this file makes: they follow the natal ones in a chart's list (shared/compose/chart.ts). */
export const TRANSIT_PREDICTION_IDS = { sadeSati: 'sade-sati', dhaiya: 'dhaiya' } as const;

/** True for a prediction made here (it depends on the transit moment, not on the birth alone). */
export function isTransitPrediction(prediction: Pick<Prediction, 'id'>): boolean {
  return prediction.id === TRANSIT_PREDICTION_IDS.sadeSati || prediction.id === TRANSIT_PREDICTION_IDS.dhaiya;
}

/** Sade Sati and Dhaiya predictions for a chart and its transits (empty when neither applies). */
export function transitPredictions(base: ChartBase, transits: Transits): Prediction[] {
  const saturn = transits.positions.find((p) => p.graha === 'Saturn')!;
  const moonSign = base.grahas[1]!.rasiIndex;
  const lagnaSign = base.input.timeKnown ? base.lagna.rasiIndex : moonSign;
  const houseOf = (sign: number) => houseFrom(lagnaSign, sign);
  const out: Prediction[] = [];
  if (transits.sadeSati.active && transits.sadeSati.phase) {
    out.push({
      id: TRANSIT_PREDICTION_IDS.sadeSati,
      name: `Sade Sati (${transits.sadeSati.phase} phase)`,
      nameHi: `${JYOTISH_TERMS.sadeSati.hi} (${SADE_SATI_PHASE_NAMES[transits.sadeSati.phase].hi} चरण)`,
      kind: 'dosha',
      nature: 'challenging',
      description: `${PHASE_TEXT[transits.sadeSati.phase]} Sade Sati is Saturn's roughly seven-and-a-half-year passage over the three signs around the natal Moon; it asks for steadiness rather than big gambles.`,
      relatedBody: {
        grahas: ['Saturn', 'Moon'],
        houses: [houseOf(saturn.rasiIndex), houseOf(moonSign)],
        rasis: [saturn.rasi, RASIS[moonSign]!],
      },
    });
  }
  if (saturn.houseFromMoon === 4 || saturn.houseFromMoon === 8) {
    out.push({
      id: TRANSIT_PREDICTION_IDS.dhaiya,
      name: `Shani Dhaiya (Saturn ${saturn.houseFromMoon}th from the Moon)`,
      nameHi: `${JYOTISH_TERMS.dhaiya.hi} (चंद्र से ${saturn.houseFromMoon}वें भाव में शनि)`,
      kind: 'dosha',
      nature: 'challenging',
      description:
        saturn.houseFromMoon === 4
          ? 'Saturn is passing the 4th sign from your Moon (Kantaka Shani, about two and a half years): home, property and peace of mind need care; avoid overcommitting.'
          : 'Saturn is passing the 8th sign from your Moon (Ashtama Shani, about two and a half years): a period of hidden pressure and change; look after health and finances.',
      relatedBody: {
        grahas: ['Saturn', 'Moon'],
        houses: [houseOf(saturn.rasiIndex), houseOf(moonSign)],
        rasis: [saturn.rasi, RASIS[moonSign]!],
      },
    });
  }
  return out;
}
