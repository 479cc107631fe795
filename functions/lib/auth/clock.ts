/** The account routes' clock: real time in production; tests build handlers with their own. */
export interface Clock {
  now(): Date;
}

/** Wall-clock time. */
export const systemClock: Clock = { now: () => new Date() };
