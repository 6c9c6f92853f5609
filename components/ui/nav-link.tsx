'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * A link that prefetches its page only when the user is about to open it (pointer over it,
 * keyboard focus, touch), not when it scrolls into view: a menu or a table of links must not
 * fire a request for every entry on each page load.
 */
export function NavLink({ href, ...rest }: Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link href={href} prefetch={false} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} {...rest} />
  );
}
