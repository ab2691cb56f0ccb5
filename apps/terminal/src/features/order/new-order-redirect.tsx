import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { NEW_ORDER_PATH, requestedPathTake } from './order-routing.ts';

/** NewOrderRedirect (seed 000 §2.1): goes to a stored requested path and clears it; otherwise opens a new order. */
export default function NewOrderRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(requestedPathTake() ?? NEW_ORDER_PATH, { replace: true });
  }, [navigate]);
  return null;
}
