import { pinKeypadPress, roleCanApprove } from '@opentill/domain';
import { useCallback, useState } from 'react';
import { employeeByPin, type EmployeeRecord } from '../data/repositories/employees.ts';
import { useDigitKeys } from './use-digit-keys.ts';

/**
 * The Manager / Owner PIN check (seed 000 §6, seed 001 §6): four digits from the keypad or the keyboard; on the
 * fourth the PIN is looked up and only a role that may approve (domain roleCanApprove) passes. Any other PIN, or a
 * failed look-up, is refused ('Wrong pin, try again') and the entry cleared.
 */
export function useApproverPin(onApproved: (employee: EmployeeRecord) => void) {
  const [pin, setPin] = useState('');
  const [refused, setRefused] = useState(false);
  const [checking, setChecking] = useState(false);
  const onKey = useCallback(
    (key: string) => {
      if (checking) return;
      const next = pinKeypadPress(pin, key);
      setPin(next.pin);
      setRefused(false);
      if (!next.complete) return;
      setChecking(true);
      const refuse = () => {
        setChecking(false);
        setPin('');
        setRefused(true);
      };
      void employeeByPin(next.pin).then((employee) => {
        if (employee && roleCanApprove(employee.role)) {
          setChecking(false);
          onApproved(employee);
        } else refuse();
      }, refuse);
    },
    [pin, checking, onApproved],
  );
  useDigitKeys(onKey);
  return { pin, refused, checking, onKey };
}
