'use client';

import { Descriptions, type DescriptionsProps } from 'antd';

/**
 * A record's fields on its detail page: a bordered label / value table with two pairs a row, one
 * pair a line below 768px. The phone layout comes from CSS (.cari-details in globals.css), not from
 * antd's responsive `column`, which knows the width only after hydration: the server rendered three
 * columns that became one on a phone, shifting the page.
 */
export function DetailsTable({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions className="cari-details" column={2} size="small" bordered items={items} />;
}
