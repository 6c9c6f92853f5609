'use client';

import { useEffect, useRef, type ReactNode } from 'react';

const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * Makes the horizontal scroll area of the antd table inside reachable by keyboard (WCAG 2.1.1, axe's
 * scrollable-region-focusable): while its content overflows, the scroll container is a named region
 * in the tab order, so the arrow keys scroll it. antd gives no prop for that element. Every table
 * with a `scroll.x` sits in one (a phone scrolls it sideways); the kit's lists turn into cards there.
 */
export function KeyboardScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => {
      root.querySelectorAll<HTMLElement>(SCROLLERS).forEach((el) => {
        // A scroller or its table can change size while the wrapper keeps its own (a column widens).
        resize.observe(el);
        if (el.firstElementChild) resize.observe(el.firstElementChild);
        // Only a box that scrolls: a table without `scroll.x` spills out of a box that does not.
        const scrolls = ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
        const overflows = scrolls && el.scrollWidth > el.clientWidth + 1;
        if (overflows && el.tabIndex !== 0) {
          el.tabIndex = 0;
          el.setAttribute('role', 'region');
          el.setAttribute('aria-label', label);
        } else if (!overflows && el.hasAttribute('tabindex')) {
          el.removeAttribute('tabindex');
          el.removeAttribute('role');
          el.removeAttribute('aria-label');
        }
      });
    };
    const resize = new ResizeObserver(() => update());
    resize.observe(root);
    update();
    const mutation = new MutationObserver(update);
    mutation.observe(root, { childList: true, subtree: true });
    return () => {
      resize.disconnect();
      mutation.disconnect();
    };
  }, [label]);
  return <div ref={ref}>{children}</div>;
}
