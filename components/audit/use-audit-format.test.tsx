import { renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { changesOf, useAuditFormat } from './use-audit-format';

const formatIn = (locale: 'tr' | 'en') =>
  renderHook(() => useAuditFormat(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <NextIntlClientProvider locale={locale} messages={locale === 'tr' ? tr : en} timeZone="Europe/Istanbul">
        {children}
      </NextIntlClientProvider>
    ),
  }).result.current;

describe('audit formatter', () => {
  it('reads a settings change in Turkish words with before and after', () => {
    const f = formatIn('tr');
    const entry = {
      action: 'settings.general.update',
      entity: 'tenant_settings',
      entityId: 't1',
      data: {
        companyName: { from: 'Demo', to: 'Demo A.Ş.' },
        defaultVatRate: { from: 20, to: 10 },
        phone: { from: null, to: '+90 1' },
      },
    };
    expect(f.action(entry.action)).toBe('Genel ayarlar güncellendi');
    expect(f.entity(entry.entity)).toBe('Genel ayarlar');
    expect(f.href(entry)).toBe('/tenant/settings/general');
    expect(f.changes(entry)).toEqual([
      { field: 'companyName', label: 'Firma Adı', from: 'Demo', to: 'Demo A.Ş.' },
      { field: 'defaultVatRate', label: 'Varsayılan KDV Oranı', from: '%20', to: '%10' },
      { field: 'phone', label: 'Telefon', from: '(boş)', to: '+90 1' },
    ]);
  });

  it('links a record to its page, not a deleted one, and shows unknown codes and fields as they are', () => {
    const f = formatIn('tr');
    expect(f.href({ action: 'customer.update', entity: 'customer', entityId: 'c1' })).toBe('/tenant/customers/c1');
    expect(f.href({ action: 'work_order.status', entity: 'work_order', entityId: 'w1' })).toBe(
      '/tenant/work-orders/w1',
    );
    expect(f.href({ action: 'customer.delete', entity: 'customer', entityId: 'c1' })).toBeNull();
    expect(f.href({ action: 'x.y', entity: 'route', entityId: '/api/x' })).toBeNull();
    expect(f.action('something.new')).toBe('something.new');
    expect(f.entity('gadget')).toBe('gadget');
    expect(f.changes({ action: 'a', entity: 'b', data: { shoeSize: { from: true, to: false } } })).toEqual([
      { field: 'shoeSize', label: 'shoeSize', from: 'Evet', to: 'Hayır' },
    ]);
    expect(f.summary({ action: 'customer.delete', entity: 'customer', data: { name: 'Işık Ltd.' } })).toBe('Işık Ltd.');
  });

  it('reads a document update line by line, amounts and quantities the Turkish way', () => {
    const entry = {
      action: 'work_order.update',
      entity: 'work_order',
      data: {
        'lines.1.unitPrice': { from: '100.00', to: '1200' },
        'lines.0.quantity': { from: '1.000', to: '2.5' },
        'lines.0.discountRate': { from: '0.00', to: '10' },
        'lines.2': {
          from: null,
          to: { description: 'Vida', quantity: '2', unitPrice: '1500.5', discountRate: '5', vatRate: 20 },
        },
        'lines.3': { from: { name: 'Nakliye', quantity: '1.000', unitPrice: '150.00', vatRate: 10 }, to: null },
        discount: { from: { kind: 'percent', value: '5.00' }, to: { kind: 'amount', value: '250' } },
      },
    };
    expect(formatIn('tr').changes(entry)).toEqual([
      { field: 'lines.1.unitPrice', label: 'Satır 2 · Birim Fiyat', from: '100,00', to: '1.200,00' },
      { field: 'lines.0.quantity', label: 'Satır 1 · Miktar', from: '1', to: '2,5' },
      { field: 'lines.0.discountRate', label: 'Satır 1 · İskonto Oranı', from: '%0', to: '%10' },
      {
        field: 'lines.2',
        label: 'Satır 3 eklendi',
        from: '(boş)',
        to: 'Vida · 2 × 1.500,50 · İskonto %5 · KDV %20',
      },
      { field: 'lines.3', label: 'Satır 4 silindi', from: 'Nakliye · 1 × 150,00 · KDV %10', to: '(boş)' },
      { field: 'discount', label: 'Belge İskontosu', from: '%5', to: '250,00' },
    ]);
    expect(formatIn('en').changes(entry)![0]!.label).toBe('Line 2 · Unit Price');
  });

  it('writes codes as words and ids as the names the list sent, never raw', () => {
    const f = formatIn('tr');
    const addressId = 'bc6b1f28-1111-4aaa-8bbb-0123456789ab';
    const gone = 'bc6b1f28-2222-4aaa-8bbb-0123456789ab';
    const entry = {
      action: 'work_order.update',
      entity: 'work_order',
      data: {
        priority: { from: 'normal', to: 'high' },
        addressId: { from: gone, to: addressId },
        tags: { from: [], to: ['vip', 'bakım'] },
      },
      names: { [addressId]: 'Merkez Ofis' },
    };
    expect(f.changes(entry)).toEqual([
      { field: 'priority', label: 'Öncelik', from: 'Normal', to: 'Yüksek' },
      { field: 'addressId', label: 'Servis adresi', from: '(kayıt)', to: 'Merkez Ofis' },
      { field: 'tags', label: 'Etiketler', from: '(boş)', to: 'vip, bakım' },
    ]);
    const customer = {
      action: 'customer.update',
      entity: 'customer',
      data: { kind: { from: 'company', to: 'individual' } },
    };
    expect(f.changes(customer)![0]).toMatchObject({ label: 'Tür', from: 'Kurumsal', to: 'Bireysel' });
  });

  it('reads a status change as the statuses in words, with its comment', () => {
    const f = formatIn('tr');
    const entry = {
      action: 'work_order.status',
      entity: 'work_order',
      data: { from: 'in_progress', to: 'cancelled', comment: 'Müşteri erteledi.' },
    };
    expect(f.changes(entry)).toEqual([
      { field: 'status', label: 'Durum', from: 'Devam Ediyor', to: 'İptal Edildi' },
      { field: 'comment', label: 'Açıklama', from: null, to: 'Müşteri erteledi.' },
    ]);
    expect(f.changes({ ...entry, data: { from: 'planned', to: 'in_progress', comment: null } })).toEqual([
      { field: 'status', label: 'Durum', from: 'Planlandı', to: 'Devam Ediyor' },
    ]);
  });

  it('tells an update apart from other data', () => {
    expect(changesOf({ a: { from: 1, to: 2 } })).toEqual([['a', { from: 1, to: 2 }]]);
    expect(changesOf({ from: 'draft' })).toBeNull();
    expect(changesOf({})).toBeNull();
    expect(changesOf(null)).toBeNull();
  });

  it('speaks English in English', () => {
    expect(formatIn('en').action('settings.general.update')).toBe('General settings updated');
  });
});
