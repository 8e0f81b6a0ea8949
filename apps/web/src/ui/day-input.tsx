import '@mantine/dates/styles.css';
import { ActionIcon } from '@mantine/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { type FieldPath, type FieldValues, type UseFormReturn, useController } from 'react-hook-form';
import { useI18n } from '../i18n/i18n.tsx';
import { useCommonWords } from './common-words.ts';
import { errorAt } from './form-fields.tsx';

/** A day as `YYYY-MM-DD` to Intl, read as that day wherever the browser is (noon UTC, shown in UTC). */
const dayOf = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`);

/**
 * A day typed as `YYYY-MM-DD` (the form the contract reads and the console shows) or chosen on a calendar
 * in the admin's language (docs/decisions/296): the browser's own date field speaks the browser's
 * language, mm/dd/yyyy in an English Chrome whatever the console's. The calendar opens from its button
 * only, so it never lies over the buttons below the field while one types; '' when empty.
 */
export function DayInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  readOnly,
  required,
  name,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  onBlur?: () => void;
  error?: string;
  readOnly?: boolean;
  required?: boolean;
  name?: string;
}) {
  const c = useCommonWords();
  const [open, setOpen] = useState(false);
  const focusWithin = useFocusWithin(() => setOpen(false));
  const calendar = useCalendarLanguage();
  return (
    // The calendar closes once focus has left the field and the calendar (Tab to the next field), where
    // the popover itself closes only on Escape and a click outside. `display: contents` keeps the
    // layout the field's own.
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens to focus moving among the field's own controls.
    <div style={{ display: 'contents' }} onFocus={focusWithin.onFocus} onBlur={focusWithin.onBlur}>
      <DateInput
        label={label}
        name={name}
        withAsterisk={required}
        value={value || null}
        onChange={(day) => {
          onChange(day ?? '');
          setOpen(false);
        }}
        onBlur={onBlur}
        error={error}
        readOnly={readOnly}
        valueFormat="YYYY-MM-DD"
        allowDeselect
        placeholder={c('dayFormat')}
        // Digits and dashes read left to right in Arabic too, at the field's start (surfaces.css).
        attributes={{ input: { 'data-day': true } }}
        popoverProps={{ opened: open, onDismiss: () => setOpen(false) }}
        rightSection={
          readOnly ? null : (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={c('chooseDay')}
              // A press on the button is not a click outside the calendar: the button itself toggles.
              onMouseDown={(event) => event.stopPropagation()}
              onTouchStart={(event) => event.stopPropagation()}
              onClick={() => setOpen(!open)}
            >
              <IconCalendar size={18} />
            </ActionIcon>
          )
        }
        {...calendar}
      />
    </div>
  );
}

/**
 * Focus on the field, its button or its calendar: `onLeave` once it has left all of them. The
 * calendar lies in a portal, whose focus events still reach this field's elements through React's tree.
 */
function useFocusWithin(onLeave: () => void) {
  const focused = useRef(false);
  return {
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      // Focus moving within (field to button, button to calendar) comes back in the same task.
      setTimeout(() => {
        if (!focused.current) onLeave();
      });
    },
  };
}

/** The calendar's days, months, years, week and buttons in the admin's language. */
function useCalendarLanguage(): Partial<DateInputProps> {
  const c = useCommonWords();
  const { formatDateParts, language } = useI18n();
  const say = (options: Intl.DateTimeFormatOptions) => (day: string) =>
    formatDateParts(dayOf(day), { ...options, timeZone: 'UTC' });
  const year = say({ year: 'numeric' });
  return {
    // The week of an office in Egypt: from Saturday, its weekend Friday and Saturday.
    firstDayOfWeek: 6,
    weekendDays: [5, 6],
    renderDay: say({ day: 'numeric' }),
    monthLabelFormat: say({ month: 'long', year: 'numeric' }),
    yearLabelFormat: year,
    decadeLabelFormat: (start, end) => `${year(start)} – ${year(end)}`,
    // Arabic's short weekdays are whole words (السبت): one letter each fits the column.
    weekdayFormat: say({ weekday: language === 'ar' ? 'narrow' : 'short' }),
    monthsListFormat: say({ month: 'short' }),
    yearsListFormat: year,
    getDayAriaLabel: say({ day: 'numeric', month: 'long', year: 'numeric' }),
    ariaLabels: {
      nextMonth: c('nextMonth'),
      previousMonth: c('previousMonth'),
      nextYear: c('nextYear'),
      previousYear: c('previousYear'),
      nextDecade: c('nextDecade'),
      previousDecade: c('previousDecade'),
      monthLevelControl: c('chooseMonth'),
      yearLevelControl: c('chooseYear'),
    },
  };
}

/** A `DayInput` bound to a react-hook-form field holding `YYYY-MM-DD` or ''. */
export function FormDay<Values extends FieldValues, Parsed extends FieldValues>({
  form,
  name,
  label,
  readOnly,
  required = true,
}: {
  form: UseFormReturn<Values, unknown, Parsed>;
  name: FieldPath<Values>;
  label: string;
  readOnly?: boolean;
  required?: boolean;
}) {
  const { field } = useController({ control: form.control, name });
  return (
    <DayInput
      label={label}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={errorAt(form, name)}
      readOnly={readOnly}
      required={required}
    />
  );
}
