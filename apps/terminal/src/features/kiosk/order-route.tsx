import { lazy, Suspense } from 'react';
import StaffOrderScreen from '../order/order-screen.tsx';
import { isKioskTerminal } from './kiosk-terminal.ts';

// The staff editor loads with the route as before; the kiosk variant is its own chunk.
const KioskOrderScreen = lazy(() => import('./kiosk-order-screen.tsx'));

/**
 * The Order route (seed 000 §2.1 /orders/{id}): the kiosk variant on a kiosk terminal (seed 001 §2), the staff
 * editor otherwise. Chosen at render time: in demo mode the terminal's mode can switch between navigations.
 */
export default function OrderRoute() {
  if (!isKioskTerminal()) return <StaffOrderScreen />;
  return (
    <Suspense fallback={null}>
      <KioskOrderScreen />
    </Suspense>
  );
}
