import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

const keysOf = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('messages', () => {
  it('has the same keys in Turkish and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });
  it('uses the same placeholders in both languages and leaves no text empty', () => {
    const lookup = (catalog: unknown, key: string) =>
      key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], catalog) as string;
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const key of keysOf(tr)) {
      const [t, e] = [lookup(tr, key), lookup(en, key)];
      expect({ key, empty: !t.trim() || !e.trim() }).toEqual({ key, empty: false });
      expect({ key, placeholders: placeholders(e) }).toEqual({ key, placeholders: placeholders(t) });
    }
  });
  it('keeps the specification texts word for word', () => {
    expect(tr.Gate).toEqual(
      expect.objectContaining({
        loading: 'Yükleniyor...',
        forbiddenTitle: 'Erişim Reddedildi',
        forbiddenText: 'Bu sayfaya erişmek için giriş yapmanız gerekmektedir.',
        invalidTypeTitle: 'Geçersiz Hesap Türü',
        invalidTypeText: 'Hesap türünüz sistem tarafından tanınmamaktadır. Lütfen yöneticinizle iletişime geçin.',
        menusLoading: 'Menüler yükleniyor...',
        noAccessTitle: 'Yetkiniz Yok',
        noAccessText: 'Bu panele erişim için yetkiniz bulunmamaktadır.',
      }),
    );
    expect(tr.Notifications.loadMore).toBe('Daha Fazla Yükle');
    expect(tr.Notifications.empty).toBe('Henüz bir bildirim yok.');
    expect(tr.SetPasswordPage.title).toBe('Hesap Aktivasyonu');
    expect(tr.ProfileMenu).toEqual(
      expect.objectContaining({ myProfile: 'Profilim', logout: 'Çıkış Yap', admin: 'Admin' }),
    );
    expect(tr.Shell.searchPlaceholder).toBe('Ara...');
  });
});
