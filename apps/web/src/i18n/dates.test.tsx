import { describe, expect, it } from 'vitest';
import { dateText, isDateText } from './dates.ts';

/** The console's one date format (docs/decisions/330), in both languages and both Arabic digits. */
describe('dateText', () => {
  // Noon UTC: the same day in any time zone the test runs in.
  const noon = '2026-11-28T12:05:09.000Z';
  const local = new Date(noon);
  const hour = String(local.getHours()).padStart(2, '0');

  it('writes a day as "28 Nov 2026" in English, whatever the digits setting', () => {
    expect(dateText(noon, 'day', 'en', 'latin')).toBe('28 Nov 2026');
    expect(dateText(noon, 'day', 'en', 'arabic')).toBe('28 Nov 2026');
  });

  it('writes a time to the minute and to the second on a 24-hour clock', () => {
    expect(dateText(noon, 'minute', 'en', 'latin')).toBe(`28 Nov 2026, ${hour}:05`);
    expect(dateText(noon, 'second', 'en', 'latin')).toBe(`28 Nov 2026, ${hour}:05:09`);
  });

  it('writes Arabic month names, with Latin or Arabic-Indic digits as chosen', () => {
    expect(dateText(noon, 'day', 'ar', 'latin')).toBe('28 نوفمبر 2026');
    expect(dateText(noon, 'day', 'ar', 'arabic')).toBe('٢٨ نوفمبر ٢٠٢٦');
    const minute = dateText(noon, 'minute', 'ar', 'arabic');
    expect(minute).toMatch(/^٢٨ نوفمبر ٢٠٢٦،? [٠-٩]{2}:٠٥$/);
    expect(minute).not.toMatch(/[0-9A-Za-z]/);
  });

  it('keeps a bare day (a check date) on that day, as a day, in any time zone', () => {
    expect(dateText('2027-02-01', 'minute', 'en', 'latin')).toBe('1 Feb 2027');
    expect(dateText('2027-02-01', 'day', 'ar', 'arabic')).toBe('١ فبراير ٢٠٢٧');
  });

  it('accepts a Date, and returns text that is no date as it is', () => {
    expect(dateText(local, 'day', 'en', 'latin')).toBe('28 Nov 2026');
    expect(dateText('soon', 'day', 'en', 'latin')).toBe('soon');
  });

  it('tells a time or a day from other text (an audit change)', () => {
    expect(isDateText(noon)).toBe(true);
    expect(isDateText('2027-02-01')).toBe(true);
    expect(isDateText('2027')).toBe(false);
    expect(isDateText('Villa 2027-02-01')).toBe(false);
  });
});
