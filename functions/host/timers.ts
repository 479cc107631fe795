/**
 * The local host's timer triggers: the rows of functions/timers.ts run on their NCRONTAB
 * schedules as the Functions host runs `app.timer` functions — six fields (second, minute, hour,
 * day, month, day of week; `*`, numbers, `a-b` ranges, `a,b` lists, `/n` steps), read in UTC (the
 * Functions default without WEBSITE_TIME_ZONE), one invocation of a function at a time (a run
 * still going when the next occurrence comes is not started twice, as the host's singleton lock
 * does), each with the library's own InvocationContext. Missed occurrences while the host was
 * down are not caught up (Azure would mark one as past due); the jobs are idempotent per week
 * and per mail anyway.
 */
import { randomUUID } from 'node:crypto';
import functions, { type Timer } from '@azure/functions';
import type { TimerRow } from '../timers';

const { InvocationContext } = functions;

/** Each field's allowed range: second, minute, hour, day of month, month, day of week (0 = Sunday). */
const FIELDS = [
  [0, 59],
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
] as const;

/** The values one field admits. */
function fieldValues(text: string, [low, high]: readonly [number, number], index: number): Set<number> {
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new Error(`schedule: field ${index + 1} "${text}" is not NCRONTAB`);
    const from = m[1] === '*' ? low : Number(m[2]);
    const to = m[1] === '*' ? high : m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? high : from;
    const step = m[4] !== undefined ? Number(m[4]) : 1;
    if (from < low || to > high || from > to || step < 1)
      throw new Error(`schedule: field ${index + 1} "${text}" is out of ${low}–${high}`);
    for (let v = from; v <= to; v += step) out.add(v);
  }
  return out;
}

/** Whether a six-field NCRONTAB schedule fires at the (whole) second of `at`, read in UTC. */
export function ncrontabMatcher(schedule: string): (at: Date) => boolean {
  const parts = schedule.trim().split(/\s+/);
  if (parts.length !== 6) throw new Error(`schedule: expected six NCRONTAB fields (second first), got "${schedule}"`);
  const sets = parts.map((p, i) => fieldValues(p, FIELDS[i]!, i));
  return (at) =>
    [at.getUTCSeconds(), at.getUTCMinutes(), at.getUTCHours(), at.getUTCDate(), at.getUTCMonth() + 1, at.getUTCDay()].every((v, i) =>
      sets[i]!.has(v),
    );
}

/** Starts every row; returns the function that stops them (runs already going finish on their own). */
export function startTimers(rows: readonly TimerRow[], log: (line: string) => void = console.log): () => void {
  const plan = rows.map((row) => ({ row, fires: ncrontabMatcher(row.schedule), running: false, last: '' }));
  let handle: NodeJS.Timeout | undefined;
  const tick = () => {
    const now = new Date();
    now.setUTCMilliseconds(0);
    for (const p of plan) {
      if (p.running || !p.fires(now)) continue;
      p.running = true;
      const timer: Timer = {
        isPastDue: false,
        schedule: { adjustForDST: false },
        scheduleStatus: { last: p.last, next: '', lastUpdated: now.toISOString() },
      };
      p.last = now.toISOString();
      const context = new InvocationContext({
        functionName: p.row.name,
        invocationId: randomUUID(),
        logHandler: (_level, ...args) => log(args.join(' ')),
      });
      Promise.resolve()
        .then(() => p.row.handler(timer, context))
        .catch((error: unknown) => console.error(`timer ${p.row.name} failed:`, error instanceof Error ? error.message : error))
        .finally(() => {
          p.running = false;
        });
    }
    handle = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
    handle.unref();
  };
  handle = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
  handle.unref();
  return () => clearTimeout(handle);
}
