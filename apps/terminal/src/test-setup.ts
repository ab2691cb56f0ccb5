import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { afterEach } from 'vitest';
import { windowGuardChannel, windowGuardStop } from './data/window-guard.ts';
import { orderWriteTiming } from './features/order/order-write-timing.ts';

// Screens are lazy-loaded per route; the first import of a screen (and react-aria) took over 5 s in jsdom in a
// clean-clone run on a loaded 2-core machine (update-modal.test.tsx failed on it).
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library's automatic unmount between tests must be wired by hand.
afterEach(cleanup);

windowGuardChannel(`opentill-window-${crypto.randomUUID()}`);
// Each rendered app starts the window guard once; stop it so the next test starts as a fresh window.
afterEach(windowGuardStop);

// The editor writes a change at once in tests (as before §45's pause): tests read IndexedDB right after an action.
// order-write-queue.test.ts checks the pause itself.
orderWriteTiming.quietMs = 0;
orderWriteTiming.longestMs = 0;

// The linked test terminal's server (test/linked-terminal.ts) is http://shop.local, which does not exist. A test that
// does not stub fetch met Node's DNS lookup for it; on a loaded machine the lookup failed after the test file had
// ended, and the background sync's log of it broke Vitest's teardown ("Closing rpc while onUserConsoleLog was
// pending", settings-devices.test.tsx). Such a request now fails at once, with the error Node gives for that host.
const networkFetch = globalThis.fetch;
if (typeof networkFetch === 'function') {
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, 'http://localhost').hostname === 'shop.local')
      return Promise.reject(new TypeError('fetch failed'));
    return networkFetch(input, init);
  };
}

// jsdom has no ResizeObserver and lays nothing out; the drag library of the Tables screen (@dnd-kit/dom) reads it
// when its module loads, so a route that lazy-loads Tables failed to render in tests. Nothing is ever resized here.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// In a VM context (vmForks) the globals are jsdom's window, whose crypto has no `subtle`; the PIN hash needs it.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
