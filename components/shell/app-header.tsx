'use client';

import { BellOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SearchOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Input, Layout } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CountBadge } from '@/components/ui/badge-and-avatar';
import { NavLink } from '@/components/ui/nav-link';
import { portalDocumentOptions } from '@/lib/api-client/customer-portal';
import { useSessionUser } from '@/lib/api-client/hooks';
import { useCachedData } from '@/lib/api-client/use-cached-data';
import { usePendingCount } from '@/lib/api-client/use-pending-count';
import { useUnreadCount } from '@/lib/api-client/use-unread-count';
import type { CurrentUser } from '@/lib/schemas/auth';
import type { PortalDocumentDetail, PortalDocumentKind } from '@/lib/schemas/customer-portal';
import type { Area } from './areas';
import { NotificationsDropdown } from './notifications-dropdown';
import { ProfileDropdown } from './profile-dropdown';
import { TenantSearch } from './tenant-search';

const customerSegmentLabels: Record<string, 'home' | 'documents' | 'notifications' | 'settings'> = {
  customer: 'home',
  documents: 'documents',
  notifications: 'notifications',
  settings: 'settings',
};

const HEADER_SEARCH_ID = 'header-search';
const SEARCH_TOGGLE_ID = 'header-search-toggle';

/** The header's search box; on a phone the search icon opens it and Esc closes it again. */
function HeaderSearch({ onEscape }: { onEscape?: () => void }) {
  const t = useTranslations('Shell');
  return (
    <Input
      id={HEADER_SEARCH_ID}
      type="search"
      allowClear
      autoFocus={Boolean(onEscape)}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={t('searchPlaceholder')}
      aria-label={t('search')}
      data-testid="header-search"
      style={{ maxWidth: 320 }}
      onKeyDown={onEscape ? (event) => event.key === 'Escape' && onEscape() : undefined}
    />
  );
}

/** Phones have no room for the search box: this icon button opens it (a disclosure, keyboard operable). */
function useMobileSearch() {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    document.getElementById(SEARCH_TOGGLE_ID)?.focus();
  };
  return { open, close, toggle: () => setOpen((o) => !o) };
}

/** A header bell with its count that opens the page behind the count. */
function BadgeBell({ count, label, href }: { count: number; label: string; href: string }) {
  const t = useTranslations('Shell');
  const router = useRouter();
  return (
    <Button
      type="text"
      shape="circle"
      size="large"
      data-testid="notifications-bell"
      data-count={count}
      aria-label={`${t('notifications')}, ${label}`}
      onClick={() => router.push(href)}
    >
      <CountBadge count={count} testId="notifications-badge">
        <BellOutlined style={{ fontSize: 20 }} />
      </CountBadge>
    </Button>
  );
}

/** The portal's bell: its inbox's unread count (the demo's 8), the same query /notifications updates. */
function PortalBell() {
  const t = useTranslations('Shell');
  const count = useUnreadCount('customer').data ?? 0;
  return <BadgeBell count={count} label={t('notificationsUnread', { count })} href="/notifications" />;
}

/** The Backoffice's bell: the accounts awaiting activation (the demo's 2), listed under the tenants. */
function BackofficeBell() {
  const t = useTranslations('Shell');
  const count = usePendingCount().data ?? 0;
  return <BadgeBell count={count} label={t('pendingAccounts', { count })} href="/backoffice/tenant" />;
}

const documentKinds: Record<string, PortalDocumentKind> = { offers: 'offer', invoices: 'invoice' };

/**
 * The number of the portal document a path shows (/documents/offers/<id>), from the detail page's
 * own query, so the breadcrumb names 'TKL-2026-00002', not the id.
 */
function usePortalDocumentNumber(pathname: string): string | undefined {
  const [section, segment, id] = pathname.split('/').filter(Boolean);
  const kind = section === 'documents' && segment ? documentKinds[segment] : undefined;
  const userId = useSessionUser()?.id ?? '';
  // Only read: the page fetches (or hydrates) the document itself.
  const document = useCachedData<PortalDocumentDetail>(
    portalDocumentOptions(userId, kind ?? 'offer', id ?? '').queryKey,
  );
  return kind && id ? document?.number : undefined;
}

function CustomerBreadcrumb({ pathname }: { pathname: string }) {
  const t = useTranslations('Shell');
  const tp = useTranslations('CustomerPages');
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1) ?? 'customer';
  const known = customerSegmentLabels[last];
  const documentNumber = usePortalDocumentNumber(pathname);
  const isDocument = segments[0] === 'documents' && segments.length === 3;
  // A document's page names the document (its number once known), never its id.
  const title = known ? tp(known) : isDocument ? documentNumber : decodeURIComponent(last);
  return (
    <Breadcrumb
      data-testid="header-breadcrumb"
      items={[{ title: <NavLink href="/customer">{t('breadcrumbCustomer')}</NavLink> }, ...(title ? [{ title }] : [])]}
    />
  );
}

export function AppHeader({
  area,
  user,
  pathname,
  collapsed,
  isMobile,
  onToggle,
  onLogout,
}: {
  area: Area;
  user: CurrentUser;
  pathname: string;
  collapsed: boolean;
  isMobile: boolean;
  onToggle: () => void;
  onLogout: () => void;
}) {
  const t = useTranslations('Shell');
  const search = useMobileSearch();
  // The specification gives the Backoffice and Customer headers a search box; the Tenant header gets
  // the record search (Ctrl+K) instead.
  const hasSearch = area !== 'tenant';
  const searchOpen = hasSearch && isMobile && search.open;
  return (
    <Layout.Header
      className="cari-header"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        height: 64,
      }}
    >
      <Button
        type="text"
        size="large"
        data-testid="sidebar-toggle"
        aria-label={t('toggleSidebar')}
        aria-controls="app-sidebar"
        aria-expanded={!collapsed}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
      />
      <div style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 16 }}>
        {searchOpen ? <HeaderSearch onEscape={search.close} /> : null}
        {area === 'customer' && !searchOpen ? <CustomerBreadcrumb pathname={pathname} /> : null}
        {hasSearch && !isMobile ? <HeaderSearch /> : null}
        {area === 'tenant' ? <TenantSearch /> : null}
        {/* Inside the flexible middle, so swapping the box for the icon after hydration moves nothing else. */}
        {hasSearch && isMobile ? (
          <Button
            id={SEARCH_TOGGLE_ID}
            type="text"
            shape="circle"
            size="large"
            data-testid="header-search-toggle"
            aria-label={t('searchToggle')}
            aria-expanded={searchOpen}
            aria-controls={HEADER_SEARCH_ID}
            icon={<SearchOutlined style={{ fontSize: 20 }} />}
            onClick={search.toggle}
            style={{ marginLeft: 'auto' }}
          />
        ) : null}
      </div>
      {area === 'backoffice' ? <BackofficeBell /> : null}
      {area === 'customer' ? <PortalBell /> : null}
      {area === 'tenant' ? <NotificationsDropdown /> : null}
      <ProfileDropdown user={user} onLogout={onLogout} />
    </Layout.Header>
  );
}
