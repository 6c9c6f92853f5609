'use client';

import { Input } from 'antd';
import type { ListQueryBase, ListQueryState } from './use-list-query';

/** A list's search box: typing edits the draft, Enter or the button searches (trimmed; empty shows all). */
export function ListSearch<Query extends ListQueryBase>({
  state,
  placeholder,
}: {
  state: ListQueryState<Query>;
  placeholder: string;
}) {
  return (
    <Input.Search
      allowClear
      value={state.searchDraft}
      onChange={(e) => state.setSearchDraft(e.target.value)}
      placeholder={placeholder}
      aria-label={placeholder}
      style={{ flex: '1 1 240px', maxWidth: 420 }}
      onSearch={(text) => state.patch({ searchText: text.trim() || undefined } as Partial<Query>)}
    />
  );
}
