'use client';

import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Input, Modal, Spin, Typography } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { searchTenant } from '@/lib/api-client/search';
import { useTenantId } from '@/lib/api-client/use-permissions';
import type { SearchHit } from '@/lib/schemas/search';

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 250;

/** The typed text once the user pauses, so each keystroke does not cost a request. */
function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The search dialog: hits grouped by kind; arrows move through them, Enter opens the marked one
 * (the first unless moved), Esc closes.
 */
export function SearchPalette({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Search');
  const router = useRouter();
  const tenantId = useTenantId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const result = useQuery({
    queryKey: ['tenant', tenantId, 'search', q],
    queryFn: ({ signal }) => searchTenant(q, signal),
    enabled: q.length >= MIN_LENGTH,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
  const groups = q.length >= MIN_LENGTH ? (result.data?.groups ?? []) : [];
  const hits = groups.flatMap((g) => g.items);
  // The mark belongs to one result list: new text starts again at the first hit.
  const [cursor, setCursor] = useState({ q: '', index: 0 });
  const active = cursor.q === q ? Math.min(cursor.index, Math.max(hits.length - 1, 0)) : 0;
  const setActive = (index: number) => setCursor({ q, index });

  const open = (hit: SearchHit | undefined) => {
    if (!hit) return;
    onClose();
    router.push(hit.href);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(hits.length ? (active + step + hits.length) % hits.length : 0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(hits[active]);
    }
  };

  let index = -1;
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      title={t('title')}
      destroyOnHidden
      width={640}
      data-testid="search-palette"
    >
      <Input
        autoFocus
        size="large"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('placeholder')}
        aria-label={t('placeholder')}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls="search-results"
        aria-activedescendant={hits[active] ? `search-hit-${active}` : undefined}
        suffix={result.isFetching ? <Spin size="small" /> : <span />}
        data-testid="search-input"
      />
      <div
        id="search-results"
        role="listbox"
        aria-label={t('results')}
        style={{ marginTop: 12, maxHeight: '60vh', overflowY: 'auto' }}
      >
        {q.length < MIN_LENGTH ? (
          <Typography.Text type="secondary">{t('hint')}</Typography.Text>
        ) : result.isError ? (
          <Alert type="error" showIcon title={t('error')} />
        ) : result.isSuccess && groups.length === 0 && !result.isPlaceholderData ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty', { q })} />
        ) : (
          groups.map((group) => (
            <div key={group.kind} role="group" aria-label={t(`kinds.${group.kind}`)} style={{ marginBottom: 12 }}>
              <Typography.Text strong type="secondary" style={{ fontSize: 12, textTransform: 'uppercase' }}>
                {t(`kinds.${group.kind}`)}
              </Typography.Text>
              {group.items.map((hit) => {
                index += 1;
                const i = index;
                return (
                  <div
                    key={hit.id}
                    id={`search-hit-${i}`}
                    role="option"
                    aria-selected={i === active}
                    className="cari-search-hit"
                    onMouseEnter={() => setActive(i)}
                    onClick={() => open(hit)}
                    data-testid="search-hit"
                  >
                    <div>{hit.title}</div>
                    {hit.subtitle ? (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {hit.subtitle}
                      </Typography.Text>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ))
        )}
      </div>
    </Modal>
  );
}
