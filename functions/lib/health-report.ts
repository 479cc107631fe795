/**
 * What `/api/health` reports besides "ok": parts of the app that could not start or went away.
 * The places index reports itself (functions/lib/places.ts); the local host reports a missing
 * built site and its embedded storage being down (functions/lib/storage/readiness.ts). Under
 * Azure only the places index can be missing (the site is deployed apart from the API).
 */
import { placesProblem } from './places';

/** One part that is not working, and why (a sentence naming the file or folder). */
export interface HealthProblem {
  component: 'places' | 'site' | 'storage';
  problem: string;
}

const reported = new Map<HealthProblem['component'], string>();

/** Records a part that could not start (the local host calls this for a missing `dist/`). */
export function reportProblem(component: HealthProblem['component'], problem: string): void {
  reported.set(component, problem);
}

/** Forgets a reported problem (tests; a host that was restarted with its files in place). */
export function clearProblem(component: HealthProblem['component']): void {
  reported.delete(component);
}

/** Every current problem, places index first. */
export function healthProblems(): HealthProblem[] {
  const places = placesProblem();
  const problems: HealthProblem[] = places ? [{ component: 'places', problem: places }] : [];
  for (const [component, problem] of reported) problems.push({ component, problem });
  return problems;
}
