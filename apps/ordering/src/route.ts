import { useEffect, useState } from 'react';

/** The page's two places: /order/{store} (menu, cart, checkout) and /order/{store}/status/{key}. */
export interface Place {
  store: number;
  key: string | null;
}

export function placeOf(pathname: string): Place | null {
  const match = /^\/order\/(\d{1,10})(?:\/status\/([A-Za-z0-9_-]{22,43}))?\/?$/.exec(pathname);
  if (!match) return null;
  const store = Number(match[1]);
  return store > 0 ? { store, key: match[2] ?? null } : null;
}

export function usePlace(): [Place | null, (path: string) => void] {
  const [place, setPlace] = useState(() => placeOf(location.pathname));
  useEffect(() => {
    const back = () => setPlace(placeOf(location.pathname));
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  const go = (path: string) => {
    history.pushState(null, '', path);
    setPlace(placeOf(path));
    window.scrollTo(0, 0);
  };
  return [place, go];
}
