import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens are lazy-loaded per route; the first import of a screen (and react-aria) can take over a second in jsdom.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library's automatic unmount between tests must be wired by hand.
afterEach(cleanup);
