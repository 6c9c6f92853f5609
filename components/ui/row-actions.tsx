'use client';

import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslations } from 'next-intl';

/** A list row's edit action: a pencil icon button named "Edit" for assistive technology. */
export function EditRowButton(props: Omit<ButtonProps, 'type' | 'icon'>) {
  const kit = useTranslations('Kit');
  return <Button type="text" icon={<EditOutlined />} aria-label={kit('edit')} title={kit('edit')} {...props} />;
}

/** A list row's delete action: a red bin icon button named "Delete" for assistive technology. */
export function DeleteRowButton(props: Omit<ButtonProps, 'type' | 'icon' | 'danger'>) {
  const kit = useTranslations('Kit');
  return (
    <Button type="text" danger icon={<DeleteOutlined />} aria-label={kit('delete')} title={kit('delete')} {...props} />
  );
}
