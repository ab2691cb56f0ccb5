/**
 * Test files that run with a fresh jsdom and module registry each (project terminal-isolated); every other terminal
 * test shares its worker's (project terminal, `isolate: false`). A file belongs here when it mocks a module with
 * `vi.mock` (a mock cannot replace a module an earlier file in the worker already imported) or when it failed after
 * other files in a shared worker (found by running the project with `--sequence.shuffle`).
 */
export const testFilesNeedingIsolation = [
  // vi.mock
  'src/app/realtime-handlers.test.ts',
  'src/features/refund/refund-screen.test.tsx',
  'src/features/table-orders/table-orders-screen.test.tsx',
  'src/features/orders/orders-list-screen.test.tsx',
  'src/features/order/order-screen-wiring.test.tsx',
  'src/features/order/modifiers-cancel.test.tsx',
  // failed after other files in a shared worker
  'src/app/router.test.tsx',
  'src/features/order/order-screen.test.tsx',
  'src/features/shift/shift-screen.test.tsx',
  'src/devices/printing/printing.test.ts',
  'src/devices/printing/printing.integration.test.ts',
  'src/features/checkout/payment-methods/card-payments.test.ts',
  'src/features/shift/shift-gate.test.tsx',
  'src/features/synchronize/synchronize-screen.test.tsx',
  'src/data/sync/active-orders.test.ts',
  'src/data/sync/engine.test.ts',
  'src/features/tools/tools-screen.test.tsx',
  'src/devices/printing/print-raster.test.ts',
  'src/features/order/order-shortcuts.test.tsx',
  'src/app/update-modal.test.tsx',
  'src/data/repositories/customers-offline.test.ts',
  'src/features/pin/pin-time-clock.test.tsx',
  'src/features/table-orders/editor-move.test.tsx',
  'src/features/checkout/checkout-screen.test.tsx',
];
