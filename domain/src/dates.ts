// Date format of the specification: 'MMM Do YY, hh:mm:ss A'.
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import { PUBLISH_UNTIL_DAYS } from './constants.ts';

dayjs.extend(advancedFormat);

export const DATE_FORMAT = 'MMM Do YY, hh:mm:ss A';

export function formatDate(value: string | Date): string {
  return dayjs(value).format(DATE_FORMAT);
}

/** A calendar day written YYYY-MM-DD (a check's date) as 'Nov 24, 2026', whatever the time zone. */
export function formatDay(day: string): string {
  // dayjs reads 'YYYY-MM-DD' as local midnight, so the day never shifts.
  return dayjs(day).format('MMM D, YYYY');
}

/** 'Publish until' = release date register + 3 days. */
export function publishUntil(releaseDateRegister: string | Date): Date {
  return dayjs(releaseDateRegister).add(PUBLISH_UNTIL_DAYS, 'day').toDate();
}

/** Whole days until a release date, 0 when it has passed. */
export function daysUntil(releaseDate: string | Date, now: Date = new Date()): number {
  const ms = new Date(releaseDate).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}
