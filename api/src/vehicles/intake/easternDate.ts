// Calendar dates of the business (US Eastern, where the dealers and the back office work): "today"
// for the sale date's at-most-today rule, whatever the server's own time zone.
const EASTERN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of this instant in US Eastern time. */
export function easternDate(at: Date): string {
  return EASTERN.format(at);
}

/** Whether YYYY-MM-DD names a day of the calendar (2026-02-30 does not). */
export function isCalendarDate(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
