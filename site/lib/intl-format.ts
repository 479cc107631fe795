/**
 * `Intl.DateTimeFormat`s kept by language tag and options: making one costs far more than using it,
 * and the dasha tables, the year's events and the month calendar write a few hundred dates (making a
 * formatter per date was tens of milliseconds of a phone's main thread on /detailed-kundali).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for `tag` (BCP 47) and `options`, made on first use. */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}
