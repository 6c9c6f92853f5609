import 'server-only';

import type { Customer, CustomerListItem, CreateCustomerData } from '@/lib/schemas/customers';
import { istanbulToday } from '@/lib/utils/dates';
import { foldTurkish, turkishSortKey } from '@/lib/utils/turkish';
import type { CustomerAddressRow, CustomerContactRow, CustomerRow } from '../../db/schema';
import type { Viewer } from '../../kit/actor';

/** The folded text the list searches with LIKE: name, tax number, email and phone (also as bare digits). */
export function customerSearchText(c: Pick<CreateCustomerData, 'name' | 'taxNumber' | 'email' | 'phone'>): string {
  const phoneDigits = c.phone?.replace(/\D/g, '') ?? '';
  return foldTurkish([c.name, c.taxNumber, c.email, c.phone, phoneDigits].filter(Boolean).join(' '));
}

/** A search query folded the same way; a phone-like query is reduced to its digits. */
export function foldQuery(searchText: string): string {
  return /^[\d\s()+-]+$/.test(searchText) ? searchText.replace(/\D/g, '') : foldTurkish(searchText);
}

export function customerColumns(input: CreateCustomerData) {
  return {
    kind: input.kind,
    name: input.name,
    taxNumber: input.taxNumber,
    taxOffice: input.taxOffice,
    eInvoiceRegistered: input.eInvoiceRegistered,
    eInvoiceAlias: input.eInvoiceRegistered ? input.eInvoiceAlias : null,
    email: input.email,
    phone: input.phone,
    notes: input.notes,
    tags: input.tags,
    searchText: customerSearchText(input),
    sortName: turkishSortKey(input.name),
  };
}

/** Money is the payments module's: the balance and the overdue marker only for a viewer with payments.view. */
export const seesMoney = (viewer?: Pick<Viewer, 'can'>) => viewer?.can?.('payments.view') ?? false;

type ListedRow = Pick<CustomerRow, Exclude<keyof CustomerListItem, 'overdue'> | 'createdAt' | 'oldestOpenDueDate'>;

export function toCustomerListItem(row: ListedRow, viewer?: Pick<Viewer, 'can'>): CustomerListItem {
  const money = seesMoney(viewer);
  return {
    id: row.id,
    kind: row.kind as CustomerListItem['kind'],
    name: row.name,
    taxNumber: row.taxNumber,
    email: row.email,
    phone: row.phone,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    balance: money ? row.balance : null,
    overdue: money ? row.oldestOpenDueDate !== null && row.oldestOpenDueDate < istanbulToday() : null,
  };
}

export function toCustomer(
  row: CustomerRow,
  contacts: (CustomerContactRow & { portalStatus: string | null })[],
  addresses: CustomerAddressRow[],
  viewer?: Pick<Viewer, 'can'>,
): Customer {
  return {
    ...toCustomerListItem(row, viewer),
    taxOffice: row.taxOffice,
    eInvoiceRegistered: row.eInvoiceRegistered,
    eInvoiceAlias: row.eInvoiceAlias,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
    contacts: contacts.map((c) => ({
      id: c.id,
      name: c.name,
      title: c.title,
      phone: c.phone,
      email: c.email,
      portalStatus: c.portalStatus,
    })),
    addresses: addresses.map((a) => ({
      id: a.id,
      title: a.title,
      line: a.line,
      district: a.district,
      city: a.city,
      postalCode: a.postalCode,
      country: a.country,
    })),
  };
}
