/**
 * What "Today for you" and the feed controls compute before calling the API: the outlook's query
 * from a saved person's birth fields (those of GET /api/chart) and a day, with the day's zone
 * when the birth gave only a UTC offset (the visitor's own zone, where the day is read); the
 * visitor's today as a civil date; and the feed URL's text a person copies.
 */
/** The birth fields GET /api/outlook reads (as GET /api/chart), leaving out what a saved chart keeps for itself. */
const BIRTH_FIELDS = ['date', 'time', 'lat', 'lon', 'tz', 'utcOffset', 'place', 'ayanamsa', 'node'] as const;

/** The outlook query of a birth for `day` (YYYY-MM-DD) in `locale`; `visitorZone` stands in for a birth given by offset alone. */
export function outlookQuery(
  birth: Readonly<Record<string, string>>,
  day: string,
  locale: string,
  visitorZone: string,
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of BIRTH_FIELDS) if (birth[field]) query[field] = birth[field];
  // Coordinates win over a place name: the saved chart was made from them.
  if (query.lat && query.lon) delete query.place;
  query.day = day;
  query.locale = locale;
  if (!query.tz) query.dayTz = visitorZone;
  return query;
}

/** The civil date (YYYY-MM-DD) of `at` in `zone`. */
export function civilDay(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The visitor's IANA zone (UTC when the browser does not say). */
export function visitorZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The unsubscribe token of a `#token=…` fragment, or null when it has none of the right shape. */
export function tokenOfFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
