'use client';

import {
  AppstoreOutlined,
  BellOutlined,
  FileTextOutlined,
  HomeOutlined,
  SettingOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { NavLink } from '@/components/ui/nav-link';
import type { ReactNode } from 'react';
import type { MenuItem } from '@/lib/schemas/menus';
import { menuKeyToRoute } from '@/lib/utils/menu-routes';
import { MenuIcon } from './menu-icons';

export interface NavNode {
  key: string;
  route: string;
  label: string;
  icon: ReactNode;
  children?: NavNode[];
}

type AntdMenuItem = NonNullable<MenuProps['items']>[number];

/** antd Menu items: leaves are links (keyboard and middle-click work), parents are submenus. */
export function toMenuItems(nodes: NavNode[]): AntdMenuItem[] {
  return nodes.map((node) =>
    node.children && node.children.length > 0
      ? { key: node.key, icon: node.icon, label: node.label, children: toMenuItems(node.children) }
      : { key: node.key, icon: node.icon, label: <NavLink href={node.route}>{node.label}</NavLink> },
  );
}

/** The server-driven tenant menu as nav nodes (keys mapped with the specification's table). */
export function tenantNavNodes(menu: MenuItem[]): NavNode[] {
  return menu.map((item) => {
    const route = menuKeyToRoute(item.key);
    const hasChildren = item.children.length > 0;
    return {
      key: hasChildren ? `sub:${item.key}` : route,
      route,
      label: item.label,
      icon: <MenuIcon name={item.icon} />,
      children: hasChildren ? tenantNavNodes(item.children) : undefined,
    };
  });
}

type Translate = (
  key:
    | 'backofficeHome'
    | 'tenantManagement'
    | 'modules'
    | 'settings'
    | 'customerHome'
    | 'documents'
    | 'customerNotifications'
    | 'customerSettings',
) => string;

export function backofficeNavNodes(t: Translate): NavNode[] {
  return [
    { key: '/backoffice', route: '/backoffice', label: t('backofficeHome'), icon: <HomeOutlined /> },
    { key: '/backoffice/tenant', route: '/backoffice/tenant', label: t('tenantManagement'), icon: <ShopOutlined /> },
    { key: '/backoffice/module', route: '/backoffice/module', label: t('modules'), icon: <AppstoreOutlined /> },
    { key: '/backoffice/settings', route: '/backoffice/settings', label: t('settings'), icon: <SettingOutlined /> },
  ];
}

export function customerNavNodes(t: Translate): NavNode[] {
  return [
    { key: '/customer', route: '/customer', label: t('customerHome'), icon: <HomeOutlined /> },
    { key: '/documents', route: '/documents', label: t('documents'), icon: <FileTextOutlined /> },
    { key: '/notifications', route: '/notifications', label: t('customerNotifications'), icon: <BellOutlined /> },
    { key: '/settings', route: '/settings', label: t('customerSettings'), icon: <SettingOutlined /> },
  ];
}

/** The selected leaf (longest route that is the path or a parent of it) and its open ancestors. */
export function selectionFor(nodes: NavNode[], pathname: string): { selected: string | null; open: string[] } {
  let best: { key: string; length: number; ancestors: string[] } | null = null;
  const walk = (list: NavNode[], ancestors: string[]) => {
    for (const node of list) {
      if (node.children?.length) {
        walk(node.children, [...ancestors, node.key]);
        continue;
      }
      const matches = pathname === node.route || pathname.startsWith(`${node.route}/`);
      if (matches && (!best || node.route.length > best.length))
        best = { key: node.key, length: node.route.length, ancestors };
    }
  };
  walk(nodes, []);
  const found = best as { key: string; ancestors: string[] } | null;
  return found ? { selected: found.key, open: found.ancestors } : { selected: null, open: [] };
}
