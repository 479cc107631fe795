/** Formats a post date as "4 November 2026" (UTC, so the build machine's zone cannot shift the day). */
export function formatPostDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
