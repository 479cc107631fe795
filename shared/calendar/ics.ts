/**
 * The festival year as an iCalendar file (RFC 5545) that Google, Apple and Outlook calendars
 * import: one all-day VEVENT per entry (DTSTART;VALUE=DATE, DTEND the next day), a UID stable for
 * the same entry, date and place, the deciding rule and its source in DESCRIPTION, CRLF line ends
 * and lines folded at 75 octets (UTF-8 bytes, never inside a character). DTSTAMP is fixed to the
 * year's start so the same request always gives the same bytes (and the same ETag).
 */
import type { FestivalEntry } from './festival-entry';
import { addDays } from './place-days';

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and new lines. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** One content line folded at 75 octets: continuation lines begin with a space (RFC 5545 3.1). */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Octets(ch.codePointAt(0)!);
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** Bytes of one code point in UTF-8. */
const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

const compactDate = (date: string) => date.replace(/-/g, '');

/** The calendar file of `festivals` for a place (`label`, coordinates for the UIDs) and year. */
export function festivalsIcs(
  festivals: readonly FestivalEntry[],
  place: { label: string; lat: number; lon: number },
  year: number,
): string {
  const where = `${place.lat.toFixed(2)}_${place.lon.toFixed(2)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kundali AI//Hindu festival calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`Hindu festivals ${year} — ${place.label}`)}`,
  ];
  for (const f of festivals) {
    const description = [
      f.rule.text,
      f.window
        ? `${f.window.label}: ${f.window.start.slice(0, 16).replace('T', ' ')} to ${f.window.end.slice(0, 16).replace('T', ' ')}`
        : '',
      ...(f.alternatives ?? []).map((a) => `Also kept on ${a.date} (${a.tradition}): ${a.reason}.`),
      `Source: ${f.rule.source}.`,
    ]
      .filter(Boolean)
      .join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${f.key}-${f.date}-${where}@kundali-ai`,
      `DTSTAMP:${year}0101T000000Z`,
      `DTSTART;VALUE=DATE:${compactDate(f.date)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(f.date, 1))}`,
      `SUMMARY:${escapeIcsText(f.name.en)}`,
      `DESCRIPTION:${escapeIcsText(description)}`,
      'TRANSP:TRANSPARENT',
      `CATEGORIES:${f.kind.toUpperCase()}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
