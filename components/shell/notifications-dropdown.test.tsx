import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { NotificationsDropdown } from './notifications-dropdown';

function badgeCount(): number {
  return Number(screen.getByTestId('notifications-bell').getAttribute('data-count'));
}

// antd's popup measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe('NotificationsDropdown', () => {
  afterEach(() => jest.useRealTimers());

  it('shows 10 items, loads 10 more after a second, marks read and deletes', async () => {
    jest.useFakeTimers();
    renderWithProviders(<NotificationsDropdown />);
    fireEvent.click(screen.getByTestId('notifications-bell'));
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(10);
    const unread = badgeCount();
    expect(unread).toBeGreaterThan(0);

    fireEvent.click(screen.getByText('Daha Fazla Yükle'));
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getAllByTestId('notification-item')).toHaveLength(10);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getAllByTestId('notification-item')).toHaveLength(20);

    const before = badgeCount();
    fireEvent.click(screen.getAllByTestId('notification-mark-read')[0]!);
    expect(badgeCount()).toBe(before - 1);

    for (const button of screen.getAllByTestId('notification-delete')) fireEvent.click(button);
    expect(screen.queryAllByTestId('notification-item')).toHaveLength(0);
    expect(screen.getByText('Henüz bir bildirim yok.')).toBeInTheDocument();
  });
});
