import { lazy, Suspense } from 'react';
import StaffCheckoutScreen from '../checkout/checkout-screen.tsx';
import { isKioskTerminal } from './kiosk-terminal.ts';

const KioskCheckoutScreen = lazy(() => import('./kiosk-checkout-screen.tsx'));

/**
 * The OrderCheckout route (/orders/{id}/checkout): the kiosk layout on a kiosk terminal (seed 001 §2), the staff
 * checkout otherwise; chosen at render time like OrderRoute.
 */
export default function CheckoutRoute() {
  if (!isKioskTerminal()) return <StaffCheckoutScreen />;
  return (
    <Suspense fallback={null}>
      <KioskCheckoutScreen />
    </Suspense>
  );
}
