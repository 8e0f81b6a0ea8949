import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DayInput } from './day-input.tsx';

function Day({ initial, onDay }: { initial: string; onDay: (day: string) => void }) {
  const [day, setDay] = useState(initial);
  return (
    <DayInput
      label="Check date"
      value={day}
      onChange={(next) => {
        setDay(next);
        onDay(next);
      }}
    />
  );
}

describe('a day field (docs/decisions/296)', () => {
  it('takes a day typed as YYYY-MM-DD, and empty once cleared', async () => {
    const onDay = vi.fn();
    renderWithProviders(<Day initial="" onDay={onDay} />);
    const field = screen.getByRole('textbox', { name: 'Check date' });
    expect(field).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await userEvent.type(field, '2027-01-20');
    expect(onDay).toHaveBeenLastCalledWith('2027-01-20');
    await userEvent.clear(field);
    expect(onDay).toHaveBeenLastCalledWith('');
  });

  it('opens its calendar from its button only, at the day held, and takes the day chosen', async () => {
    const onDay = vi.fn();
    renderWithProviders(<Day initial="2027-01-20" onDay={onDay} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Check date' }));
    expect(screen.queryByRole('button', { name: 'Next month' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose on the calendar' }));
    expect(screen.getByText('January 2027')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '22 January 2027' }));
    expect(onDay).toHaveBeenLastCalledWith('2027-01-22');
    expect(screen.getByRole('textbox', { name: 'Check date' })).toHaveValue('2027-01-22');
    expect(screen.queryByText('January 2027')).toBeNull();
  });

  it('closes its calendar when the keyboard leaves the field, and keeps it open inside the calendar', async () => {
    renderWithProviders(
      <>
        <Day initial="2027-01-20" onDay={vi.fn()} />
        <button type="button">Apply</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose on the calendar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('February 2027')).toBeInTheDocument();
    const calendarShown = () => screen.queryByRole('button', { name: 'Next month' }) !== null;
    await userEvent.click(screen.getByRole('button', { name: 'Choose on the calendar' }));
    expect(calendarShown()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Choose on the calendar' }));
    expect(calendarShown()).toBe(true);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await waitFor(() => expect(calendarShown()).toBe(false));
  });
});
