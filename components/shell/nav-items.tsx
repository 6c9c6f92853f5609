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

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** How many leading path segments two paths share ('/tenant/settings/audit' and '/tenant/settings/general': 2). */
function sharedSegments(a: string[], b: string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

function leavesOf(nodes: NavNode[], ancestors: string[] = []): { node: NavNode; ancestors: string[] }[] {
  return nodes.flatMap((node) =>
    node.children?.length ? leavesOf(node.children, [...ancestors, node.key]) : [{ node, ancestors }],
  );
}

/**
 * The selected leaf and its open ancestors: the route that is the path itself, else the longest
 * route the path lies under, else a sibling page's entry (the audit page, reached from 'Genel
 * Ayarlar', highlights that entry). The area's home ('/tenant', under which every route lies) is
 * selected only on itself: on a page outside the menu it would claim to be that page.
 */
export function selectionFor(nodes: NavNode[], pathname: string): { selected: string | null; open: string[] } {
  const leaves = leavesOf(nodes);
  const isHome = (route: string) =>
    leaves.length > 1 && leaves.every(({ node }) => node.route === route || node.route.startsWith(`${route}/`));
  const path = segmentsOf(pathname);
  let best: { key: string; score: number; ancestors: string[] } | null = null;
  for (const { node, ancestors } of leaves) {
    const route = segmentsOf(node.route);
    const shared = sharedSegments(route, path);
    let score = 0;
    if (shared === route.length && shared === path.length) score = Number.MAX_SAFE_INTEGER;
    else if (shared === route.length && !isHome(node.route)) score = 2 * shared + 1;
    else if (shared === route.length - 1 && shared >= 2) score = 2 * shared;
    if (score > 0 && (!best || score > best.score)) best = { key: node.key, score, ancestors };
  }
  return best ? { selected: best.key, open: best.ancestors } : { selected: null, open: [] };
}
