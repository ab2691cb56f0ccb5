import { useEffect } from 'react';
import { useLocation } from 'react-router';

type PageViewListener = (path: string) => void;
const listeners = new Set<PageViewListener>();

/**
 * seed 000 §2.1: a page view is reported after each navigation. Issue 6 §1: no third-party analytics by default,
 * so nothing listens unless an operator wires a first-party collector here.
 */
export function onPageView(listener: PageViewListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reports the path after every navigation (mounted once, in the root layout). */
export function usePageView(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    for (const listener of listeners) listener(pathname);
  }, [pathname]);
}
