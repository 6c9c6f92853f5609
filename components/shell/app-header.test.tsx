import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/testing/render';
import type { CurrentUser } from '@/lib/schemas/auth';
import { AppHeader } from './app-header';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const user: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'admin@cari.demo',
  accountTypeId: 1,
  tenantId: null,
  language: 'tr',
};

const header = (area: 'backoffice' | 'customer', isMobile: boolean) =>
  renderWithProviders(
    <AppHeader
      area={area}
      user={user}
      pathname={area === 'customer' ? '/documents' : '/backoffice'}
      collapsed={isMobile}
      isMobile={isMobile}
      onToggle={() => {}}
      onLogout={() => {}}
    />,
  );

describe('AppHeader search', () => {
  it('shows the search box itself on a wide screen', () => {
    header('backoffice', false);
    expect(screen.getByPlaceholderText('Ara...')).toBeInTheDocument();
    expect(screen.queryByTestId('header-search-toggle')).toBeNull();
  });

  it.each(['backoffice', 'customer'] as const)(
    'opens and closes from an icon on a phone (%s), by keyboard',
    async (area) => {
      const events = userEvent.setup();
      header(area, true);
      expect(screen.queryByPlaceholderText('Ara...')).toBeNull();
      const toggle = screen.getByRole('button', { name: 'Arama kutusunu aç veya kapat' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');

      toggle.focus();
      await events.keyboard('{Enter}');
      expect(screen.getByPlaceholderText('Ara...')).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');

      await events.keyboard('{Escape}');
      expect(screen.queryByPlaceholderText('Ara...')).toBeNull();
      expect(toggle).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    },
  );
});
