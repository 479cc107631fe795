/**
 * A person's feed (person-feed.ts) as an iCalendar file (RFC 5545) a calendar app subscribes to:
 * all-day events on their civil date, chandrashtama stretches timed in UTC, UIDs stable for the
 * same fact and person (so a refresh updates events rather than duplicating them), a refresh
 * hint of a day, CRLF line ends and lines folded at 75 octets (shared/calendar/ics.ts).
 */
import { escapeIcsText, foldIcsLine } from '../calendar/ics';
import { addDays } from '../calendar/place-days';
import { jdUtToIso } from '../time/julian';
import type { FeedEvent } from './person-feed';

const CRLF = '\r\n';

/** `YYYYMMDDTHHMMSSZ` of a Julian day (UT). */
function utcStamp(jdUt: number): string {
  return jdUtToIso(jdUt, 0).slice(0, 19).replace(/[-:]/g, '') + 'Z';
}

/** The calendar file: `name` as its title, `uidScope` making UIDs unique per person, `stampJdUt` the DTSTAMP (the window's start). */
export function personFeedIcs(events: readonly FeedEvent[], options: { name: string; uidScope: string; stampJdUt: number }): string {
  const stamp = utcStamp(options.stampJdUt);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kundali AI//Personal feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(options.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
  ];
  for (const e of events) {
    const when =
      e.endJdUt !== undefined && e.atJdUt !== null
        ? [`DTSTART:${utcStamp(e.atJdUt)}`, `DTEND:${utcStamp(e.endJdUt)}`]
        : [`DTSTART;VALUE=DATE:${e.date.replace(/-/g, '')}`, `DTEND;VALUE=DATE:${addDays(e.date, 1).replace(/-/g, '')}`];
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.key}-${options.uidScope}@kundali-ai`,
      `DTSTAMP:${stamp}`,
      ...when,
      `SUMMARY:${escapeIcsText(e.summary)}`,
      `DESCRIPTION:${escapeIcsText(e.description)}`,
      'TRANSP:TRANSPARENT',
      `CATEGORIES:${e.kind.toUpperCase()}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
