'use client';

import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy';

// The palette (its query, list, dialog and keyboard handling) loads on first use, not with every page.
const SearchPalette = lazyComponent(() => import('./search-palette').then((m) => m.SearchPalette));

/** Ctrl+K on Windows and Linux, ⌘K on a Mac. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The tenant header's search: a button that looks like the search box (an icon on a phone) and
 * Ctrl+K / ⌘K anywhere open the search palette. Both buttons are in the server's HTML inside a box
 * of a fixed size; CSS (`.cari-header-search`) picks one per width, so hydration changes nothing.
 */
export function TenantSearch() {
  const t = useTranslations('Search');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const common = {
    onClick: () => setOpen(true),
    'aria-keyshortcuts': 'Control+K Meta+K',
    'aria-haspopup': 'dialog' as const,
  };
  return (
    <div className="cari-header-search" data-testid="tenant-search-box">
      <span className="cari-header-search-wide">
        {/* Named by its visible text ('Ara...'); the shortcut is announced through aria-keyshortcuts. */}
        <Button
          {...common}
          block
          icon={<SearchOutlined aria-hidden />}
          data-testid="tenant-search"
          style={{ justifyContent: 'flex-start', color: 'rgba(0,0,0,0.65)' }}
        >
          <span style={{ flex: 1, textAlign: 'left' }}>{t('trigger')}</span>
          <kbd className="cari-kbd" aria-hidden>
            {t('shortcut')}
          </kbd>
        </Button>
      </span>
      <span className="cari-header-search-phone">
        <Button
          {...common}
          aria-label={t('open')}
          type="text"
          shape="circle"
          size="large"
          icon={<SearchOutlined aria-hidden style={{ fontSize: 20 }} />}
          data-testid="tenant-search-phone"
        />
      </span>
      {open ? <SearchPalette onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
