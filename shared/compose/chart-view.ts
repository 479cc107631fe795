/**
 * The ChartView of a lean `/api/chart` body as received (JSON), what the pages read: the parts the
 * lean body leaves out because they follow from it (shared/chart/view.ts) rebuilt by the same
 * engine code that made them on the server, so the view equals the server's to the bit:
 * - the dasha periods and every position's varga signs (`positionsView`: from the Moon, the birth's
 *   Julian day and offset; from each sidereal longitude);
 * - the planet-in-house and planet-in-sign readings (`placementPredictions`: from each graha's
 *   house, sign and degree), put back where computeChart puts them, after the natal yogas and
 *   doshas and before the transit ones (Sade Sati, Dhaiya).
 * A body that already carries them (`include=dasha`, `include=vargas`, `include=readings`, a full
 * model) keeps them.
 */
import { isReading, positionsView, type ChartView, type LeanChart } from '../chart/view';
import { isTransitPrediction } from '../predictions/transit-rules';
import { placementPredictions } from '../interpretation/placement-readings';

/** See the module comment. */
export function chartViewOf(lean: LeanChart): ChartView {
  const view: ChartView = positionsView(lean);
  if (lean.predictions.some(isReading)) return view;
  const firstTransit = lean.predictions.findIndex(isTransitPrediction);
  const at = firstTransit < 0 ? lean.predictions.length : firstTransit;
  return {
    ...view,
    predictions: [...lean.predictions.slice(0, at), ...placementPredictions(lean), ...lean.predictions.slice(at)],
  };
}
