import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * For a row of section links that scrolls sideways on a phone: after each navigation, the current link
 * (aria-current="page") is scrolled into sight within the row, else a section far along the row (Taxes, Gift card
 * liability) would open with no link shown as current. Only the row scrolls (scrollIntoView would move the page too).
 */
export function useCurrentInSight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const row = ref.current;
    const current = row?.querySelector('[aria-current="page"]');
    if (!row || !current) return;
    const box = row.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.left < box.left) row.scrollLeft -= Math.ceil(box.left - link.left);
    else if (link.right > box.right) row.scrollLeft += Math.ceil(link.right - box.right);
  }, [pathname]);
  return ref;
}
