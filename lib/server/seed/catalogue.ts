import 'server-only';

import type { MenuIconName } from '@/lib/schemas/menus';

export interface CatalogueModule {
  key: string;
  tr: string;
  en: string;
  icon: MenuIconName;
  /** Prefix of the module's permission codes, e.g. 'customers' -> customers.view. */
  permissions: string;
  category: 'core' | 'sales' | 'finance' | 'settings';
  children?: CatalogueModule[];
}

export const moduleCategoryCatalogue = {
  core: { tr: 'Temel', en: 'Core' },
  sales: { tr: 'Satış ve Hizmet', en: 'Sales and Service' },
  finance: { tr: 'Finans', en: 'Finance' },
  settings: { tr: 'Ayarlar', en: 'Settings' },
} as const;

export const permissionActions = [
  { action: 'view', tr: 'Görüntüleme', en: 'View' },
  { action: 'create', tr: 'Oluşturma', en: 'Create' },
  { action: 'update', tr: 'Güncelleme', en: 'Update' },
  { action: 'delete', tr: 'Silme', en: 'Delete' },
] as const;

/** Every key of the specification's tenant menu table, nested as the menu shows them. */
export const moduleCatalogue: CatalogueModule[] = [
  { key: 'Dashboard', tr: 'Anasayfa', en: 'Dashboard', icon: 'Home', permissions: 'dashboard', category: 'core' },
  {
    key: 'UserManagement',
    tr: 'Kullanıcı Yönetimi',
    en: 'User Management',
    icon: 'Team',
    permissions: 'users',
    category: 'core',
  },
  {
    key: 'CustomerManagement',
    tr: 'Müşteri Yönetimi',
    en: 'Customer Management',
    icon: 'CustomerService',
    permissions: 'customers',
    category: 'core',
  },
  {
    key: 'product-definition',
    tr: 'Ürün Tanımları',
    en: 'Product Definitions',
    icon: 'Product',
    permissions: 'product-definitions',
    category: 'sales',
    children: [
      { key: 'product', tr: 'Ürünler', en: 'Products', icon: 'Product', permissions: 'products', category: 'sales' },
      { key: 'labor', tr: 'İşçilik', en: 'Labor', icon: 'Tool', permissions: 'labors', category: 'sales' },
      {
        key: 'category',
        tr: 'Kategoriler',
        en: 'Categories',
        icon: 'FileTypes',
        permissions: 'categories',
        category: 'sales',
      },
    ],
  },
  {
    key: 'offers-and-work-orders',
    tr: 'Teklif ve İş Emirleri',
    en: 'Offers and Work Orders',
    icon: 'FileTypes',
    permissions: 'offers-and-work-orders',
    category: 'sales',
    children: [
      { key: 'offers', tr: 'Teklifler', en: 'Offers', icon: 'FileTypes', permissions: 'offers', category: 'sales' },
      {
        key: 'work-orders',
        tr: 'İş Emirleri',
        en: 'Work Orders',
        icon: 'Tool',
        permissions: 'work-orders',
        category: 'sales',
      },
    ],
  },
  {
    key: 'finance',
    tr: 'Finans',
    en: 'Finance',
    icon: 'Dollar',
    permissions: 'finance',
    category: 'finance',
    children: [
      {
        key: 'invoices',
        tr: 'Faturalar',
        en: 'Invoices',
        icon: 'FileTypes',
        permissions: 'invoices',
        category: 'finance',
      },
      {
        key: 'payments',
        tr: 'Tahsilat ve Ödemeler',
        en: 'Payments',
        icon: 'CreditCard',
        permissions: 'payments',
        category: 'finance',
      },
      {
        key: 'financial-definitions',
        tr: 'Finansal Tanımlar',
        en: 'Financial Definitions',
        icon: 'Bank',
        permissions: 'financial-definitions',
        category: 'finance',
        children: [
          {
            key: 'bank-accounts',
            tr: 'Banka Hesapları',
            en: 'Bank Accounts',
            icon: 'Bank',
            permissions: 'bank-accounts',
            category: 'finance',
          },
          {
            key: 'payment-methods',
            tr: 'Ödeme Yöntemleri',
            en: 'Payment Methods',
            icon: 'CreditCard',
            permissions: 'payment-methods',
            category: 'finance',
          },
          {
            key: 'cash-registers',
            tr: 'Kasalar',
            en: 'Cash Registers',
            icon: 'Dollar',
            permissions: 'cash-registers',
            category: 'finance',
          },
          {
            key: 'invoice-serial-numbers',
            tr: 'Fatura Seri Numaraları',
            en: 'Invoice Serial Numbers',
            icon: 'FileTypes',
            permissions: 'invoice-serial-numbers',
            category: 'finance',
          },
        ],
      },
    ],
  },
  { key: 'tenant-tasks', tr: 'Görevler', en: 'Tasks', icon: 'Clock', permissions: 'tasks', category: 'core' },
  { key: 'reports', tr: 'Raporlar', en: 'Reports', icon: 'BarChart', permissions: 'reports', category: 'core' },
  {
    key: 'tenant-settings',
    tr: 'Ayarlar',
    en: 'Settings',
    icon: 'Settings',
    permissions: 'tenant-settings',
    category: 'settings',
    children: [
      {
        key: 'tenant-settings-general',
        tr: 'Genel Ayarlar',
        en: 'General Settings',
        icon: 'Settings',
        permissions: 'settings',
        category: 'settings',
      },
      {
        key: 'tenant-offers-templates',
        tr: 'Teklif Şablonları',
        en: 'Offer Templates',
        icon: 'FileTypes',
        permissions: 'offer-templates',
        category: 'settings',
      },
      {
        key: 'tenant-role-management',
        tr: 'Rol Yönetimi',
        en: 'Role Management',
        icon: 'Profile',
        permissions: 'roles',
        category: 'settings',
      },
    ],
  },
];
