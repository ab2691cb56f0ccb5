import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens are lazy-loaded per route; the first import of a screen (and react-aria) can take over a second in jsdom.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library's automatic unmount between tests must be wired by hand.
afterEach(cleanup);

// jsdom has no matchMedia; uPlot (the sales charts) asks for the pixel ratio's media query when it loads.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
