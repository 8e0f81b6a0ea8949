import type { Digits, Language } from '@simsar/contract/sign-in';

/**
 * The one way the console shows a date (docs/decisions/330): the day, month in words and year, and
 * the time to the minute (or the second, where entries are told apart by it), in the admin's
 * language and digits: "28 Nov 2026, 14:59", "28 نوفمبر 2026، 14:59", "٢٨ نوفمبر ٢٠٢٦". A 24-hour
 * clock in both languages, in the browser's time zone; a bare day ("2026-11-28", a check date) is
 * that day wherever the browser is.
 */
export type DateStyle = 'day' | 'minute' | 'second';

/** The locale numbers and dates are written in: English always Latin, Arabic with the chosen digits. */
export const localeFor = (language: Language, digits: Digits) =>
  language === 'en' ? 'en-GB' : digits === 'arabic' ? 'ar-EG-u-nu-arab' : 'ar-EG-u-nu-latn';

const day: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const styles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day,
  minute: { ...day, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  second: { ...day, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
};

const bareDay = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value the server sent is a time or a day (an audit change's value, a check date). */
export const isDateText = (value: string) =>
  bareDay.test(value) || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value);

/** A date or time as the console shows it; text that is no date is returned as it is. */
export function dateText(value: Date | string, style: DateStyle, language: Language, digits: Digits): string {
  const whole = typeof value === 'string' && bareDay.test(value);
  const date = whole ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(localeFor(language, digits), {
    ...styles[whole ? 'day' : style],
    ...(whole && { timeZone: 'UTC' }),
  }).format(date);
}
