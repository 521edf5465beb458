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

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'Publish until' = release date register + 3 calendar days (local days, as dayjs adds them). */
export function publishUntil(releaseDateRegister: string | Date): Date {
  // Native dates: the gateway works this out for every card of a staff page, where dayjs made
  // ~7 % of its garbage. A bare day is read as local midnight, as dayjs reads it (Date: UTC).
  const until =
    typeof releaseDateRegister === 'string' && BARE_DAY.test(releaseDateRegister)
      ? dayjs(releaseDateRegister).toDate()
      : new Date(releaseDateRegister);
  until.setDate(until.getDate() + PUBLISH_UNTIL_DAYS);
  return until;
}

/** Whole days until a release date, 0 when it has passed. */
export function daysUntil(releaseDate: string | Date, now: Date = new Date()): number {
  const ms = new Date(releaseDate).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}
