'use client';

import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tag, Typography, type MenuProps } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AccountType } from '@/lib/auth/account-types';
import { InitialsAvatar } from '@/components/ui/badge-and-avatar';
import { useMyRoleNames } from '@/lib/api-client/use-permissions';
import { isLocale, locales } from '@/lib/i18n/config';
import type { CurrentUser } from '@/lib/schemas/auth';
import { useSwitchLocale } from './use-switch-locale';

// The menu's icons load when the pointer or the focus reaches the button (or it opens): until then the
// items show without them, and no page carries four icons it shows only in an open menu.
const loadIcons = () => import('./profile-menu-icons').then((m) => m.profileMenuIcons);
type Icons = Awaited<ReturnType<typeof loadIcons>>;

function initials(user: CurrentUser): string {
  return `${user.name.charAt(0)}${user.surname.charAt(0)}`.toLocaleUpperCase('tr-TR');
}

/**
 * What the header shows under the name: 'Admin' for the Backoffice, the role names for a tenant
 * user (the company's own staff are not its customers; none while unknown or without a role), and
 * the customer label for a portal account.
 */
function useAccountLabels(user: CurrentUser): string[] {
  const t = useTranslations('ProfileMenu');
  const isTenant = user.accountTypeId === AccountType.Tenant;
  const roles = useMyRoleNames(isTenant);
  if (user.accountTypeId === AccountType.Backoffice) return [t('admin')];
  return isTenant ? (roles ?? []) : [t('customer')];
}

/** Name, surname, email and account-type label (a tenant user's roles); 'Profilim', language, 'Çıkış Yap'. */
export function ProfileDropdown({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  const t = useTranslations('ProfileMenu');
  const locale = useLocale();
  const router = useRouter();
  const { switchLocale } = useSwitchLocale();
  const labels = useAccountLabels(user);
  const fullName = `${user.name} ${user.surname}`;
  const [icons, setIcons] = useState<Icons | null>(null);
  const loadMenuIcons = () => {
    if (!icons) void loadIcons().then(setIcons);
  };

  const items: MenuProps['items'] = [
    { key: 'profile', icon: icons?.profile, label: t('myProfile'), 'data-testid': 'profile-menu-profile' },
    {
      key: 'language',
      icon: icons?.language,
      label: t('language'),
      children: locales.map((lang) => ({
        key: `lang:${lang}`,
        label: (
          <span lang={lang} data-testid={`language-${lang}`}>
            {lang === 'tr' ? t('turkish') : t('english')}
          </span>
        ),
        extra: lang === locale ? icons?.chosen : undefined,
      })),
    },
    { type: 'divider' },
    { key: 'logout', icon: icons?.logout, label: t('logout'), danger: true, 'data-testid': 'profile-menu-logout' },
  ];

  const [open, setOpen] = useState(false);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'profile') router.push('/profile');
    else if (key === 'logout') onLogout();
    else if (key.startsWith('lang:')) {
      const lang = key.slice(5);
      if (isLocale(lang) && lang !== locale) switchLocale(lang);
    }
  };

  return (
    <Dropdown
      open={open}
      onOpenChange={(next) => {
        if (next) loadMenuIcons();
        setOpen(next);
      }}
      trigger={['click']}
      placement="bottomRight"
      // The language list opens on a click: a phone has no hover, and a hover submenu closed whenever the
      // pointer, on its way to a language, crossed the page (the dropdown sits at the screen's edge).
      menu={{ items, onClick, triggerSubMenuAction: 'click' }}
      popupRender={(menu) => (
        <div style={{ background: '#fff', borderRadius: 8, boxShadow: '0 6px 16px rgba(0,0,0,0.12)', minWidth: 240 }}>
          <div data-testid="profile-summary" style={{ padding: '12px 16px', borderBottom: '1px solid #f0f0f0' }}>
            <Typography.Text strong style={{ display: 'block' }}>
              {fullName}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              {user.email}
            </Typography.Text>
            {labels.map((label) => (
              <Tag key={label} color="blue" style={{ marginTop: 6 }} data-testid="profile-label">
                {label}
              </Tag>
            ))}
          </div>
          {menu}
        </div>
      )}
    >
      {/* Named by what it shows (name, account type) and what it opens, so the accessible name holds
          the visible label (WCAG 2.5.3); the initials only repeat the name. */}
      <Button
        type="text"
        data-testid="profile-menu"
        onPointerEnter={loadMenuIcons}
        onFocus={loadMenuIcons}
        style={{ height: 48, display: 'inline-flex', alignItems: 'center', gap: 8, paddingInline: 8 }}
      >
        <InitialsAvatar>{initials(user)}</InitialsAvatar>
        {/* Visually hidden on a phone by CSS, so the server's first paint already has the phone's layout. */}
        <span className="cari-profile-name">
          <span style={{ fontWeight: 600 }}>{fullName}</span>
          {labels.length > 0 ? (
            <span
              data-testid="profile-menu-label"
              style={{
                fontSize: 12,
                color: '#475569',
                maxWidth: 220,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {labels.join(', ')}
            </span>
          ) : null}
        </span>
        <span className="sr-only">{t('open')}</span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
