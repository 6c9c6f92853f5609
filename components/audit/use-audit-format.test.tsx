import { renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { allAuditActions, tenantAuditEntities } from './audit-codes';
import { auditActionKey, changesOf, useAuditFormat } from './use-audit-format';

const formatIn = (locale: 'tr' | 'en') =>
  renderHook(() => useAuditFormat(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <NextIntlClientProvider locale={locale} messages={locale === 'tr' ? tr : en} timeZone="Europe/Istanbul">
        {children}
      </NextIntlClientProvider>
    ),
  }).result.current;

describe('audit formatter', () => {
  it('names every action code the app writes, and every record kind, in both languages', () => {
    for (const messages of [tr, en]) {
      const actions = messages.Audit.actions as Record<string, string>;
      const entities = messages.Audit.entities as Record<string, string>;
      expect(allAuditActions.filter((code) => !actions[auditActionKey(code)])).toEqual([]);
      expect(tenantAuditEntities.filter((kind) => !entities[kind])).toEqual([]);
    }
  });

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
