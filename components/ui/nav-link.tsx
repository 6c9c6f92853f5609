'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** A click the browser should handle itself: a new tab or window, a download, another target. */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self') ||
  event.currentTarget.hasAttribute('download');

/**
 * An in-app link: a plain anchor whose click navigates on the client (router.push) and whose page
 * is prefetched only when the user is about to open it (pointer over it, keyboard focus, touch), not
 * when it scrolls into view, so a menu or a table of links fires no request per entry. next/link
 * does the same with 4 kB more on every page, for options (viewport prefetch, link status) the app
 * does not use.
 */
export function NavLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <a
      href={href}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event)) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
