'use client';

import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import { useTranslations } from 'next-intl';
import { useContext, type FocusEventHandler, type MouseEventHandler, type ReactNode } from 'react';

interface RowIconButtonProps {
  icon: ReactNode;
  /** The action's name: the tooltip, and what assistive technology reads. */
  label: string;
  /** A more specific name for assistive technology ('Edit module x'); default `label`. */
  'aria-label'?: string;
  danger?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  onMouseEnter?: MouseEventHandler<HTMLButtonElement>;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
}

/**
 * A list row's icon action: the markup of antd's `<Button type="text" icon={…} />` (its stylesheet
 * draws it; row-actions.test.tsx keeps the two identical) without its hooks. A 20-row list renders
 * 40 of them, and antd's Button (theme token, CSS variables, size and compact contexts, wave, loading
 * state) was a tenth of the list page's server render. The button's CSS variables come with the
 * antd buttons every area's header renders.
 */
export function RowIconButton({ icon, label, danger, ...props }: RowIconButtonProps) {
  const { getPrefixCls, theme } = useContext(ConfigProvider.ConfigContext);
  const btn = getPrefixCls('btn');
  const variant = danger
    ? `${btn}-dangerous ${btn}-color-dangerous ${btn}-variant-text`
    : `${btn}-color-default ${btn}-variant-text`;
  return (
    <button
      aria-label={props['aria-label'] ?? label}
      title={label}
      type="button"
      className={`${btn} ${theme?.cssVar?.key ?? ''} ${btn}-text ${variant} ${btn}-icon-only`}
      onClick={props.onClick}
      onMouseEnter={props.onMouseEnter}
      onFocus={props.onFocus}
    >
      <span className={`${btn}-icon`}>{icon}</span>
    </button>
  );
}

type RowActionProps = Omit<RowIconButtonProps, 'icon' | 'label' | 'danger'>;

/** A list row's edit action: a pencil icon button named "Edit" for assistive technology. */
export function EditRowButton(props: RowActionProps) {
  const kit = useTranslations('Kit');
  return <RowIconButton icon={<EditOutlined />} label={kit('edit')} {...props} />;
}

/** A list row's delete action: a red bin icon button named "Delete" for assistive technology. */
export function DeleteRowButton(props: RowActionProps) {
  const kit = useTranslations('Kit');
  return <RowIconButton icon={<DeleteOutlined />} label={kit('delete')} danger {...props} />;
}

/** A row's actions side by side (antd's `<Space size={0}>` drawn by one element instead of one per action). */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className="cari-row-actions">{children}</span>;
}
