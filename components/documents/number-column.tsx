import { NavLink } from '@/components/ui/nav-link';
import type { ListColumn } from '@/components/ui/resource-table';

/** The sortable number column of a document list, linking to the document's page. */
export const numberColumn = <Item extends { id: string; number: string | null }>(
  title: string,
  href: (id: string) => string,
  fallback = '',
): ListColumn<Item> => ({
  key: 'number',
  title,
  sortField: 'number',
  render: (item) => <NavLink href={href(item.id)}>{item.number ?? fallback}</NavLink>,
});
