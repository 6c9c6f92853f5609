'use client';

import { Layout, Menu } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { BrandLogo } from '@/components/ui/brand-logo';
import { logoUrlOf, useBranding } from '@/lib/api-client/use-branding';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, type Area } from './areas';
import { selectionFor, toMenuItems, type NavNode } from './nav-items';

/**
 * The area sidebar: 260 wide, 80 collapsed, 0 on a phone (where it overlays the page).
 * `nodes` null means the menu is still loading.
 */
export function Sidebar({
  area,
  nodes,
  pathname,
  collapsed,
  isMobile,
  onClose,
}: {
  area: Area;
  nodes: NavNode[] | null;
  pathname: string;
  collapsed: boolean;
  isMobile: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('Shell');
  const tb = useTranslations('Brand');
  // The tenant's logo (tenant area and portal) in place of the letter; the product brand otherwise.
  const branding = useBranding(area);
  const logoSrc = logoUrlOf(branding);
  const selection = nodes ? selectionFor(nodes, pathname) : { selected: null, open: [] };
  // Open the ancestors of the current page whenever the page changes; otherwise the user decides.
  const openKey = selection.open.join('|');
  const [open, setOpen] = useState({ forKey: openKey, keys: selection.open });
  if (open.forKey !== openKey)
    setOpen({ forKey: openKey, keys: Array.from(new Set([...open.keys, ...selection.open])) });
  const openKeys = open.forKey === openKey ? open.keys : selection.open;
  const setOpenKeys = (keys: string[]) => setOpen({ forKey: openKey, keys });
  // data-hydrated: 'false' in the server's HTML, 'true' once hydrated (the specs wait for it). Set on
  // the element, not as state: a state change would render the whole shell again right after hydration.
  const sider = useRef<HTMLDivElement>(null);
  useEffect(() => sider.current?.setAttribute('data-hydrated', 'true'), []);

  return (
    <>
      {isMobile && !collapsed ? (
        <div
          aria-hidden="true"
          onClick={onClose}
          style={{ position: 'fixed', inset: 0, background: 'rgba(15,23,42,0.45)', zIndex: 999 }}
        />
      ) : null}
      <Layout.Sider
        id="app-sidebar"
        data-testid="sidebar"
        data-collapsed={collapsed}
        data-mobile={isMobile}
        ref={sider}
        data-hydrated="false"
        className="cari-sider"
        width={SIDEBAR_WIDTH}
        collapsedWidth={isMobile ? 0 : SIDEBAR_COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        theme="light"
        style={
          isMobile
            ? {
                position: 'fixed',
                insetBlock: 0,
                left: 0,
                zIndex: 1000,
                height: '100vh',
                overflow: 'auto',
                boxShadow: 'inset -1px 0 0 #f0f0f0',
              }
            : { position: 'sticky', top: 0, height: '100vh', overflow: 'auto', boxShadow: 'inset -1px 0 0 #f0f0f0' }
        }
      >
        <div
          style={{
            height: 64,
            display: 'flex',
            alignItems: 'center',
            justifyContent: collapsed ? 'center' : 'flex-start',
            padding: collapsed ? 0 : '0 24px',
            overflow: 'hidden',
          }}
        >
          <BrandLogo
            letter={tb('letter')}
            name={tb('name')}
            showName={!collapsed}
            image={logoSrc && branding ? { src: logoSrc, alt: branding.companyName } : null}
          />
        </div>
        <nav aria-label={t('mainNavigation')}>
          {nodes ? (
            <Menu
              mode="inline"
              items={toMenuItems(nodes)}
              selectedKeys={selection.selected ? [selection.selected] : []}
              openKeys={collapsed ? undefined : openKeys}
              onOpenChange={(keys) => setOpenKeys(keys as string[])}
              // An item's tooltip names it only while the menu is collapsed to its icons; antd still
              // wraps every item in an empty tooltip otherwise, on every page's server render.
              tooltip={collapsed ? undefined : false}
              style={{ borderInlineEnd: 'none' }}
            />
          ) : (
            <div className="cari-menu-placeholder" aria-hidden>
              {[0, 1, 2, 3, 4].map((line) => (
                <span key={line} />
              ))}
            </div>
          )}
        </nav>
      </Layout.Sider>
    </>
  );
}
