import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useCheckout } from './checkout-store.ts';
import { checkoutView } from './checkout-view.ts';

/**
 * The wiring both checkout layouts (register and kiosk, seed 001 §2) share: load the order of the route id and
 * release it on leaving (store.leave), follow the store's navigation requests, and derive the screen's view.
 */
export function useCheckoutScreen(id: string) {
  const navigate = useNavigate();
  const state = useCheckout();
  const { load, leave, next, navigated } = state;

  useEffect(() => {
    void load(id);
    return () => void leave();
  }, [id, load, leave]);
  useEffect(() => {
    if (!next) return;
    navigated();
    void navigate(next);
  }, [next, navigate, navigated]);

  const view = useMemo(() => checkoutView(state), [state]);
  return { state, view };
}
