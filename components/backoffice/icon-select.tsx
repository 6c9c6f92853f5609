'use client';

import { Flex, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { MenuIcon } from '@/components/ui/menu-icon';
import { menuIconNames } from '@/lib/schemas/menus';

/** Picks a menu icon from the specification's list only, each shown with its glyph. */
export function IconSelect({ value, onChange, id }: { value?: string; onChange?: (v: string) => void; id?: string }) {
  const t = useTranslations('BackofficeModules');
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'title' }}
      placeholder={t('iconPlaceholder')}
      options={menuIconNames.map((name) => ({
        value: name,
        title: t(`icons.${name}`),
        label: (
          <Flex gap={8} align="center">
            <MenuIcon name={name} /> {t(`icons.${name}`)}
          </Flex>
        ),
      }))}
    />
  );
}
