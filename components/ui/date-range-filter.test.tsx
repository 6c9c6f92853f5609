import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render';
import { DateRangeFilter } from './date-range-filter';
import type { DayRange } from './day-range';

describe('DateRangeFilter', () => {
  it('shows a stand-in until focused, then the real picker, which reads and gives calendar days', async () => {
    const changes: DayRange[] = [];
    renderWithProviders(
      <DateRangeFilter aria-label="Tarih aralığı" value={{}} onChange={(range) => changes.push(range)} allowEmpty />,
    );
    // No picker on first render: only the look-alike box with antd's Turkish placeholders.
    expect(document.querySelector('.ant-picker')).toBeNull();
    const standIn = screen.getByLabelText('Tarih aralığı');
    expect(standIn).toHaveAttribute('placeholder', 'Başlangıç tarihi → Bitiş tarihi');

    fireEvent.focus(standIn);
    const start = await screen.findByPlaceholderText('Başlangıç tarihi');
    await waitFor(() => expect(start).toHaveFocus());
    // The Turkish calendar: weeks start on Monday (Pzt), as dayjs's tr locale says.
    await waitFor(() => expect(document.querySelector('.ant-picker-content th')).toHaveTextContent('Pzt'));

    fireEvent.change(start, { target: { value: '01.02.2026' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    const end = screen.getByPlaceholderText('Bitiş tarihi');
    fireEvent.change(end, { target: { value: '28.02.2026' } });
    fireEvent.keyDown(end, { key: 'Enter' });
    await waitFor(() => expect(changes.at(-1)).toEqual({ from: '2026-02-01', to: '2026-02-28' }));
    // The real picker is a lazily loaded chunk: on 2 busy cores its first load alone passed 5 s.
  }, 20_000);

  it('shows the chosen days in the stand-in', () => {
    renderWithProviders(
      <DateRangeFilter
        aria-label="Tarih aralığı"
        value={{ from: '2026-02-01', to: '2026-02-28' }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByLabelText('Tarih aralığı')).toHaveValue('01.02.2026 → 28.02.2026');
  });
});
