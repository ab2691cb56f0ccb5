import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import StaffOrderScreen from '../order/order-screen.tsx';
import { isKioskTerminal } from './kiosk-terminal.ts';

// The staff editor loads with the route as before; the kiosk variant is its own chunk.
const KioskOrderScreen = lazy(() => import('./kiosk-order-screen.tsx'));
// A refund draft opens the refund screen (issue 15 §3), its own chunk too.
const RefundScreen = lazy(() =>
  import('../refund/refund-screen.tsx').then((module) => ({ default: module.RefundScreen })),
);

/**
 * The Order route (seed 000 §2.1 /orders/{id}): the kiosk variant on a kiosk terminal (seed 001 §2), the refund screen
 * for a refund draft (/orders/{id}?refund=1, issue 15 §3), the staff editor otherwise. Chosen at render time: in demo
 * mode the terminal's mode can switch between navigations.
 */
export default function OrderRoute() {
  const { id } = useParams();
  const [params] = useSearchParams();
  if (!isKioskTerminal() && params.get('refund') === '1' && id !== undefined)
    return (
      <Suspense fallback={null}>
        <RefundScreen routeId={id} />
      </Suspense>
    );
  if (!isKioskTerminal()) return <StaffOrderScreen />;
  return (
    <Suspense fallback={null}>
      <KioskOrderScreen />
    </Suspense>
  );
}
