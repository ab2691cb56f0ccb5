import { test } from '@playwright/test';
import { startDemoServer, type DemoServer } from './demo-server.ts';
import { SCREENS_SERVER_ENV, type Size } from './screens.ts';

/**
 * The set-up every screen tour shares (screens-staff, screens-tables, screens-kiosk): one demo server for the file,
 * dated from the tour's fixed clock; UTC, en-US and a long timeout, the walk starting at `viewport`. Call it at the top
 * of the file; the answer reads the running server inside the test.
 */
export function screenTour(viewport: Size): () => DemoServer {
  let server: DemoServer | undefined;
  test.describe.configure({ timeout: 600_000 });
  test.use({ viewport, timezoneId: 'UTC', locale: 'en-US', actionTimeout: 15_000 });
  test.beforeAll(async () => {
    server = await startDemoServer({ env: SCREENS_SERVER_ENV });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('the screen tour has no server yet');
    return server;
  };
}
