import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render';
import { ForbiddenScreen, GateLoading, InvalidAccountTypeScreen, MenusLoading, NoAccessScreen } from './gate-screens';

describe('gate screens', () => {
  it('shows the specification texts', () => {
    renderWithProviders(
      <>
        <GateLoading />
        <ForbiddenScreen />
        <InvalidAccountTypeScreen onLogout={() => {}} />
        <MenusLoading />
        <NoAccessScreen />
      </>,
    );
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
    expect(screen.getByText('Erişim Reddedildi')).toBeInTheDocument();
    expect(screen.getByText('Bu sayfaya erişmek için giriş yapmanız gerekmektedir.')).toBeInTheDocument();
    expect(screen.getByText('Geçersiz Hesap Türü')).toBeInTheDocument();
    expect(
      screen.getByText('Hesap türünüz sistem tarafından tanınmamaktadır. Lütfen yöneticinizle iletişime geçin.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Menüler yükleniyor...')).toBeInTheDocument();
    expect(screen.getByText('Yetkiniz Yok')).toBeInTheDocument();
    expect(screen.getByText('Bu panele erişim için yetkiniz bulunmamaktadır.')).toBeInTheDocument();
  });
});
