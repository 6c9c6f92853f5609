import type { Messages } from 'next-intl';
import type { MenuIconName } from '@/lib/schemas/menus';

/**
 * The one place a tenant module's identity lives: its menu key (the specification's), route, API
 * path, permission codes, icon, parent and labels. The seed catalogue, the key -> route table, the
 * page titles, the page gate and the API's requirePermission all derive from this table, and
 * permission codes are typed from it, so a typo fails the type check.
 */

export type ModuleCategory = 'core' | 'sales' | 'finance' | 'settings';

export interface ModuleSpec {
  /** The page the menu entry opens (the specification's key -> route table). */
  route: string;
  /** Menu parent (a module key). */
  parent?: string;
  icon: MenuIconName;
  /** Labels of the seeded catalogue row (the Backoffice may rename them later). */
  label: { tr: string; en: string };
  /** Page title: a key of the `TenantPages` messages. */
  title: keyof Messages['TenantPages'];
  category: ModuleCategory;
  /** Permission codes are `${prefix}.${action}`; 'view' gates the menu entry. */
  permissions: { prefix: string; actions: readonly string[] };
  /** Path of the module's API under /api/ (e.g. 'tenant/Products'); routes/tenant/index.ts mounts its routes there. */
  api?: string;
  /** The page of one record, the route with '[id]' (e.g. '/tenant/offers/[id]'): links, search hits and the audit open it. */
  detail?: string;
  /** The record kinds its audit entries carry (e.g. 'offer'); an entry links to the record's page, else the module's. */
  audit?: readonly string[];
  /** Message namespace of its list screen (title, new, searchPlaceholder, empty, total). */
  listNamespace?: keyof Messages;
}

const crud = ['view', 'create', 'update', 'delete'] as const;
/**
 * The four financial definitions share their parent's permissions (finance-definitions.*): the
 * codes are seeded once, on the parent, and a child whose prefix is its parent's follows the
 * parent in the menu.
 */
const financeDefinitions = { prefix: 'finance-definitions', actions: crud } as const;

/** Insertion order is menu order; a parent comes before its children. */
export const tenantModules = {
  Dashboard: {
    route: '/tenant',
    icon: 'Home',
    label: { tr: 'Anasayfa', en: 'Dashboard' },
    title: 'dashboard',
    category: 'core',
    permissions: { prefix: 'dashboard', actions: crud },
    api: 'tenant/Dashboard',
  },
  UserManagement: {
    route: '/tenant/users',
    icon: 'Team',
    label: { tr: 'Kullanıcı Yönetimi', en: 'User Management' },
    title: 'users',
    category: 'core',
    permissions: { prefix: 'users', actions: crud },
    api: 'tenant/Users',
    audit: ['user'],
    listNamespace: 'UsersPage',
  },
  CustomerManagement: {
    route: '/tenant/customers',
    icon: 'CustomerService',
    label: { tr: 'Müşteri Yönetimi', en: 'Customer Management' },
    title: 'customers',
    category: 'core',
    permissions: { prefix: 'customers', actions: crud },
    api: 'tenant/Customers',
    detail: '/tenant/customers/[id]',
    audit: ['customer'],
    listNamespace: 'CustomersPage',
  },
  'product-definition': {
    route: '/tenant/products',
    icon: 'Product',
    label: { tr: 'Ürün Tanımları', en: 'Product Definitions' },
    title: 'products',
    category: 'sales',
    permissions: { prefix: 'product-definitions', actions: crud },
  },
  product: {
    route: '/tenant/products',
    parent: 'product-definition',
    icon: 'Product',
    label: { tr: 'Ürünler', en: 'Products' },
    title: 'products',
    category: 'sales',
    permissions: { prefix: 'products', actions: crud },
    api: 'tenant/Products',
    audit: ['product'],
    listNamespace: 'ProductsPage',
  },
  labor: {
    route: '/tenant/labors',
    parent: 'product-definition',
    icon: 'Tool',
    label: { tr: 'İşçilik', en: 'Labor' },
    title: 'labors',
    category: 'sales',
    permissions: { prefix: 'labors', actions: crud },
    api: 'tenant/Labors',
    audit: ['labor'],
    listNamespace: 'LaborsPage',
  },
  category: {
    route: '/tenant/categories',
    parent: 'product-definition',
    icon: 'FileTypes',
    label: { tr: 'Kategoriler', en: 'Categories' },
    title: 'categories',
    category: 'sales',
    permissions: { prefix: 'categories', actions: crud },
    api: 'tenant/Categories',
    audit: ['category'],
  },
  'offers-and-work-orders': {
    route: '/tenant/work-orders',
    icon: 'FileTypes',
    label: { tr: 'Teklif ve İş Emirleri', en: 'Offers and Work Orders' },
    title: 'workOrders',
    category: 'sales',
    permissions: { prefix: 'offers-and-work-orders', actions: crud },
  },
  offers: {
    route: '/tenant/offers',
    parent: 'offers-and-work-orders',
    icon: 'FileTypes',
    label: { tr: 'Teklifler', en: 'Offers' },
    title: 'offers',
    category: 'sales',
    permissions: { prefix: 'offers', actions: [...crud, 'send'] },
    api: 'tenant/Offers',
    detail: '/tenant/offers/[id]',
    audit: ['offer'],
    listNamespace: 'OffersPage',
  },
  'work-orders': {
    route: '/tenant/work-orders',
    parent: 'offers-and-work-orders',
    icon: 'Tool',
    label: { tr: 'İş Emirleri', en: 'Work Orders' },
    title: 'workOrders',
    category: 'sales',
    // work-orders.pricing: setting prices, discounts and KDV; without it an update keeps them (office vs technician).
    permissions: { prefix: 'work-orders', actions: [...crud, 'view-all', 'pricing'] },
    api: 'tenant/WorkOrders',
    detail: '/tenant/work-orders/[id]',
    audit: ['work_order'],
    listNamespace: 'WorkOrdersPage',
  },
  finance: {
    route: '/tenant/finance',
    icon: 'Dollar',
    label: { tr: 'Finans', en: 'Finance' },
    title: 'finance',
    category: 'finance',
    permissions: { prefix: 'finance', actions: crud },
    api: 'tenant/Finance',
  },
  invoices: {
    route: '/tenant/finance/invoices',
    parent: 'finance',
    icon: 'FileTypes',
    label: { tr: 'Faturalar', en: 'Invoices' },
    title: 'invoices',
    category: 'finance',
    permissions: { prefix: 'invoices', actions: [...crud, 'issue', 'cancel'] },
    api: 'tenant/Invoices',
    detail: '/tenant/finance/invoices/[id]',
    audit: ['invoice'],
    listNamespace: 'InvoicesPage',
  },
  payments: {
    route: '/tenant/finance/payments',
    parent: 'finance',
    icon: 'CreditCard',
    label: { tr: 'Tahsilat ve Ödemeler', en: 'Payments' },
    title: 'payments',
    category: 'finance',
    permissions: { prefix: 'payments', actions: crud },
    api: 'tenant/Payments',
    detail: '/tenant/finance/payments/[id]',
    audit: ['payment'],
    listNamespace: 'PaymentsPage',
  },
  'financial-definitions': {
    route: '/tenant/finance/definitions',
    parent: 'finance',
    icon: 'Bank',
    label: { tr: 'Finansal Tanımlar', en: 'Financial Definitions' },
    title: 'financialDefinitions',
    category: 'finance',
    permissions: financeDefinitions,
  },
  'bank-accounts': {
    route: '/tenant/finance/definitions/bank-accounts',
    parent: 'financial-definitions',
    icon: 'Bank',
    label: { tr: 'Banka Hesapları', en: 'Bank Accounts' },
    title: 'bankAccounts',
    category: 'finance',
    permissions: financeDefinitions,
    api: 'tenant/BankAccounts',
    audit: ['bank_account'],
    listNamespace: 'BankAccountsPage',
  },
  'payment-methods': {
    route: '/tenant/finance/definitions/payment-methods',
    parent: 'financial-definitions',
    icon: 'CreditCard',
    label: { tr: 'Ödeme Yöntemleri', en: 'Payment Methods' },
    title: 'paymentMethods',
    category: 'finance',
    permissions: financeDefinitions,
    api: 'tenant/PaymentMethods',
    audit: ['payment_method'],
    listNamespace: 'PaymentMethodsPage',
  },
  'cash-registers': {
    route: '/tenant/finance/definitions/cash-registers',
    parent: 'financial-definitions',
    icon: 'Dollar',
    label: { tr: 'Kasalar', en: 'Cash Registers' },
    title: 'cashRegisters',
    category: 'finance',
    permissions: financeDefinitions,
    api: 'tenant/CashRegisters',
    audit: ['cash_register'],
    listNamespace: 'CashRegistersPage',
  },
  'invoice-serial-numbers': {
    route: '/tenant/finance/definitions/invoice-serial-numbers',
    parent: 'financial-definitions',
    icon: 'FileTypes',
    label: { tr: 'Fatura Seri Numaraları', en: 'Invoice Serial Numbers' },
    title: 'invoiceSerialNumbers',
    category: 'finance',
    permissions: financeDefinitions,
    api: 'tenant/InvoiceSeries',
    audit: ['invoice_series'],
    listNamespace: 'InvoiceSeriesPage',
  },
  'tenant-tasks': {
    route: '/tenant/tasks',
    icon: 'Clock',
    label: { tr: 'Görevler', en: 'Tasks' },
    title: 'tasks',
    category: 'core',
    permissions: { prefix: 'tasks', actions: [...crud, 'view-all'] },
    api: 'tenant/Tasks',
    audit: ['task'],
    listNamespace: 'TasksPage',
  },
  reports: {
    route: '/tenant/reports',
    icon: 'BarChart',
    label: { tr: 'Raporlar', en: 'Reports' },
    title: 'reports',
    category: 'core',
    permissions: { prefix: 'reports', actions: crud },
    api: 'tenant/Reports',
  },
  'tenant-settings': {
    route: '/tenant/settings',
    icon: 'Settings',
    label: { tr: 'Ayarlar', en: 'Settings' },
    title: 'settings',
    category: 'settings',
    permissions: { prefix: 'tenant-settings', actions: crud },
  },
  'tenant-settings-general': {
    route: '/tenant/settings/general',
    parent: 'tenant-settings',
    icon: 'Settings',
    label: { tr: 'Genel Ayarlar', en: 'General Settings' },
    title: 'settingsGeneral',
    category: 'settings',
    // settings.audit: the tenant's audit list (/tenant/settings/audit); the owner holds it, other roles when granted.
    permissions: { prefix: 'settings', actions: [...crud, 'audit'] },
    api: 'tenant/Settings',
    audit: ['tenant_settings', 'tenant_logo'],
  },
  'tenant-offers-templates': {
    route: '/tenant/offers/templates',
    parent: 'tenant-settings',
    icon: 'FileTypes',
    label: { tr: 'Teklif Şablonları', en: 'Offer Templates' },
    title: 'offerTemplates',
    category: 'settings',
    permissions: { prefix: 'offer-templates', actions: crud },
    api: 'tenant/OfferTemplates',
    audit: ['offer_template', 'offer_settings'],
    listNamespace: 'OfferTemplatesPage',
  },
  'tenant-role-management': {
    route: '/tenant/role-management',
    parent: 'tenant-settings',
    icon: 'Profile',
    label: { tr: 'Rol Yönetimi', en: 'Role Management' },
    title: 'roleManagement',
    category: 'settings',
    permissions: { prefix: 'roles', actions: crud },
    api: 'tenant/Roles',
    audit: ['role'],
    listNamespace: 'RolesPage',
  },
} as const satisfies Record<string, ModuleSpec>;

export type TenantModules = typeof tenantModules;
export type TenantModuleKey = keyof TenantModules;
export type TenantModule = TenantModules[TenantModuleKey];

type CodesOf<M> = M extends { permissions: { prefix: infer P extends string; actions: readonly (infer A)[] } }
  ? `${P}.${A & string}`
  : never;

/** Every permission code the catalogue defines, e.g. 'customers.view'. */
export type PermissionCode = { [K in TenantModuleKey]: CodesOf<TenantModules[K]> }[TenantModuleKey];

/** A module's permission code for an action it declares: permissionOf('product', 'update'). */
export function permissionOf<K extends TenantModuleKey>(
  key: K,
  action: TenantModules[K]['permissions']['actions'][number],
): CodesOf<TenantModules[K]> {
  return `${moduleSpecOf(key)!.permissions.prefix}.${action}` as CodesOf<TenantModules[K]>;
}

/** A module declared outside the table above: a simple module (lib/modules/simple-module.ts). */
export type ExtraModuleSpec = Omit<ModuleSpec, 'title' | 'listNamespace'>;
const extraModules = new Map<string, ExtraModuleSpec>();

/**
 * Adds a simple module's descriptor (defineSimpleModule calls it): its permissions, API path and
 * links resolve like a declared module's. Its key is not a TenantModuleKey, so generic code reaches it
 * through the kit's casts only.
 */
export function registerModule(key: string, spec: ExtraModuleSpec): void {
  extraModules.set(key, spec);
}

/** A module's descriptor, declared above or registered. */
export const moduleSpecOf = (key: string): ExtraModuleSpec | undefined =>
  (tenantModules as Record<string, ModuleSpec>)[key] ?? extraModules.get(key);

/** The modules that declare an API path (`api` in their descriptor). */
export type ResourceModuleKey = {
  [K in TenantModuleKey]: TenantModules[K] extends { api: string } ? K : never;
}[TenantModuleKey];

type Declared<F extends string> = {
  [K in TenantModuleKey]: TenantModules[K] extends Record<F, unknown> ? K : never;
}[TenantModuleKey];

/** The modules with a page per record (`detail` in their descriptor). */
export type DetailModuleKey = Declared<'detail'>;

/** The record kinds the modules' audit entries carry (their `audit`), e.g. 'offer'. */
export type ModuleAuditEntity = TenantModules[Declared<'audit'>]['audit'][number];

/** The message namespaces of the modules' list screens (their `listNamespace`). */
export type ListNamespace = TenantModules[Declared<'listNamespace'>]['listNamespace'];

/** Modules in menu order with their keys. */
export const tenantModuleList = Object.entries(tenantModules).map(([key, m]) => ({ key, ...m })) as ({
  key: TenantModuleKey;
} & ModuleSpec)[];

/**
 * Modules whose permissions are their parent's (same prefix): their codes live on the parent, and
 * the menu shows them wherever it shows the parent through the parent's own view permission.
 */
export const inheritsParentPermissions = (key: string): boolean => {
  const m = (tenantModules as Record<string, ModuleSpec>)[key];
  const parent = m?.parent ? (tenantModules as Record<string, ModuleSpec>)[m.parent] : undefined;
  return Boolean(parent && parent.permissions.prefix === m!.permissions.prefix);
};

/** Labels of the permission actions in the seeded catalogue. */
export const permissionActionLabels: Record<string, { tr: string; en: string }> = {
  view: { tr: 'Görüntüleme', en: 'View' },
  create: { tr: 'Oluşturma', en: 'Create' },
  update: { tr: 'Güncelleme', en: 'Update' },
  delete: { tr: 'Silme', en: 'Delete' },
  issue: { tr: 'Kesme', en: 'Issue' },
  cancel: { tr: 'İptal', en: 'Cancel' },
  send: { tr: 'Gönderme', en: 'Send' },
  'view-all': { tr: 'Tümünü Görüntüleme', en: 'View All' },
  audit: { tr: 'İşlem Geçmişi', en: 'Audit Log' },
  pricing: { tr: 'Fiyatlandırma', en: 'Pricing' },
};

export const moduleCategoryLabels: Record<ModuleCategory, { tr: string; en: string }> = {
  core: { tr: 'Temel', en: 'Core' },
  sales: { tr: 'Satış ve Hizmet', en: 'Sales and Service' },
  finance: { tr: 'Finans', en: 'Finance' },
  settings: { tr: 'Ayarlar', en: 'Settings' },
};
