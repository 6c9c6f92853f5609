'use client';

import { Descriptions, type DescriptionsProps } from 'antd';

/** A record's fields on its detail page: a bordered label / value table, two columns from medium screens up. */
export function DetailsTable({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered items={items} />;
}
