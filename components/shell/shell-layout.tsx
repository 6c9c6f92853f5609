'use client';

import { Layout } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useMenus } from '@/lib/api-client/hooks';
import type { CurrentUser } from '@/lib/schemas/auth';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import type { Area } from './areas';
import { MenuErrorScreen, MenusLoading, NoAccessScreen } from './gate-screens';
import { backofficeNavNodes, customerNavNodes, tenantNavNodes, type NavNode } from './nav-items';
import { Sidebar } from './sidebar';
import { useSidebar } from './use-sidebar';

/** The tenant menu decides both the sidebar and whether the content may show at all. */
function useAreaNav(area: Area): { nodes: NavNode[] | null; blocker: ReactNode } {
  const t = useTranslations('Shell');
  const locale = useLocale();
  const menus = useMenus(locale, area === 'tenant');
  if (area === 'backoffice') return { nodes: backofficeNavNodes(t), blocker: null };
  if (area === 'customer') return { nodes: customerNavNodes(t), blocker: null };
  if (menus.data)
    return { nodes: tenantNavNodes(menus.data), blocker: menus.data.length === 0 ? <NoAccessScreen /> : null };
  if (menus.isError) return { nodes: [], blocker: <MenuErrorScreen onRetry={() => void menus.refetch()} /> };
  return { nodes: null, blocker: <MenusLoading /> };
}

export function ShellLayout({
  area,
  phone,
  user,
  onLogout,
  children,
}: {
  area: Area;
  /** The server's guess that the request comes from a phone: the first render's layout. */
  phone?: boolean;
  user: CurrentUser;
  onLogout: () => void;
  children: ReactNode;
}) {
  const pathname = usePathname() ?? '/';
  const sidebar = useSidebar(pathname, phone);
  const { nodes, blocker } = useAreaNav(area);

  return (
    <Layout hasSider style={{ minHeight: '100vh' }} data-area={area}>
      <Sidebar
        area={area}
        nodes={nodes}
        pathname={pathname}
        collapsed={sidebar.collapsed}
        isMobile={sidebar.isMobile}
        onClose={sidebar.close}
      />
      <Layout style={{ minWidth: 0 }}>
        <AppHeader
          area={area}
          user={user}
          pathname={pathname}
          collapsed={sidebar.collapsed}
          isMobile={sidebar.isMobile}
          onToggle={sidebar.toggle}
          onLogout={onLogout}
        />
        <Layout.Content id="main-content" className="cari-content">
          {blocker ?? children}
        </Layout.Content>
        <AppFooter />
      </Layout>
    </Layout>
  );
}
