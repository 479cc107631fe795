/**
 * The digest job: for every opted-in person (digest-store.ts), at most one weekly digest per ISO
 * week (the coming seven days' outlook — tara, chandra bala, chandrashtama — and events) and one
 * alert per dasha or Saturn change, sent when the change is a week or less ahead. The timer
 * function runs it daily (functions/timers.ts), `npm run digest` by hand; every mail is claimed in
 * storage before it is sent, so re-runs and racing runs send nothing twice.
 *
 * A person whose chart or account has gone is unsubscribed on the way. Mail goes through the
 * account mail's sender (email.ts: Azure Communication Services, or JSON files in the outbox
 * folder) with RFC 8058 one-click List-Unsubscribe headers.
 */
import { personalOutlook } from '../../../shared/compose/outlook';
import type { FeedEvent } from '../../../shared/compose/person-feed';
import { API_PREFIX, API_ROUTES } from '../../../shared/contracts/routes';
import { changeAlertMail, weeklyDigestMail, type DigestMail } from '../../../shared/interpretation/rashifal/digest-text';
import { isoWeekOf } from '../../../shared/time/iso-week';
import { localizePath } from '../../../shared/i18n/paths';
import { sendEmail } from '../auth/email';
import { getChart } from '../auth/saved-charts';
import { getUser } from '../auth/users';
import { claimMail, subscriptions, unsubscribe, unsubscribeToken, type Subscription } from './digest-store';
import { personEvents, savedPerson, type SavedPerson } from './saved-person';

/** Days a digest covers, and how far ahead a change is alerted. */
const WEEK_DAYS = 7;
/** The changes worth an alert of their own. */
const ALERTED: ReadonlySet<FeedEvent['kind']> = new Set(['dasha', 'saturn']);

/** What a run did. */
export interface DigestRun {
  digests: number;
  alerts: number;
  /** Mails another run had already sent or was sending. */
  skipped: number;
  failed: number;
}

/** The civil date of an instant at a zone, YYYY-MM-DD. */
const civilDate = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** Adds `days` to a civil date. */
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The mail's links: the one-click unsubscribe page (token in the fragment) and My charts, plus the RFC 8058 headers. */
async function unsubscribeParts(sub: Subscription) {
  const token = await unsubscribeToken(sub.userId, sub.chartId);
  const page = `${sub.origin}${localizePath(sub.locale, '/unsubscribe')}#token=${token}`;
  const manage = `${sub.origin}${localizePath(sub.locale, '/my-charts')}`;
  const post = `${sub.origin}/${API_PREFIX}/${API_ROUTES.digestUnsubscribe.route}?token=${token}`;
  return {
    links: { unsubscribe: page, manage },
    headers: { 'List-Unsubscribe': `<${post}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Claims, sends and records one mail; what happened to it. */
async function sendOnce(
  sub: Subscription,
  to: string,
  key: string,
  now: Date,
  compose: (links: { unsubscribe: string; manage: string }) => DigestMail,
) {
  const claim = await claimMail(sub.userId, sub.chartId, key, now);
  if (!claim) return 'skipped' as const;
  try {
    const { links, headers } = await unsubscribeParts(sub);
    await sendEmail({ to, ...compose(links), headers }, now);
  } catch (error) {
    await claim.release();
    console.error('digest: a mail failed and will be tried on the next run:', error instanceof Error ? error.message : error);
    return 'failed' as const;
  }
  await claim.finish(now);
  return 'sent' as const;
}

/** The week's digest and the alerts due for one person. */
async function runFor(sub: Subscription, name: string, email: string, person: SavedPerson, now: Date, run: DigestRun): Promise<void> {
  const today = civilDate(now, person.place.zone);
  const place = { latDeg: person.place.lat, lonDeg: person.place.lon, zone: person.place.zone };
  const week = Array.from({ length: WEEK_DAYS }, (_, i) => plusDays(today, i));
  const events = personEvents(person, now, WEEK_DAYS, sub.locale);
  const weekly = await sendOnce(sub, email, isoWeekOf(today), now, (links) =>
    weeklyDigestMail(
      name,
      week.map((day) => {
        const o = personalOutlook(person.base, day, place);
        return { day, tara: o.tara.number, chandraBala: o.chandraBala, chandrashtama: o.chandrashtama };
      }),
      events.filter((e) => e.kind !== 'chandrashtama').map((e) => ({ date: e.date, summary: e.summary })),
      links,
      sub.locale,
    ),
  );
  run[weekly === 'sent' ? 'digests' : weekly] += 1;
  for (const change of events.filter((e) => ALERTED.has(e.kind))) {
    const alert = await sendOnce(sub, email, `alert.${change.key}`, now, (links) =>
      changeAlertMail(name, [{ date: change.date, summary: change.summary }], links, sub.locale),
    );
    run[alert === 'sent' ? 'alerts' : alert] += 1;
  }
}

/** One run over every opted-in person at `now` (see the module comment). */
export async function runDigest(now: Date): Promise<DigestRun> {
  const run: DigestRun = { digests: 0, alerts: 0, skipped: 0, failed: 0 };
  for (const sub of await subscriptions()) {
    const [chart, user] = await Promise.all([getChart(sub.userId, sub.chartId), getUser(sub.userId)]);
    const person = chart ? savedPerson(chart) : null;
    if (!chart || !user || !person) {
      if (!chart || !user) await unsubscribe(sub.userId, sub.chartId);
      continue;
    }
    await runFor(sub, chart.name, user.email, person, now, run);
  }
  return run;
}
