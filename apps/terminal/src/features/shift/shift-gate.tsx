import { useTranslation } from 'react-i18next';
import { CodeDisplay, Keypad } from '../../ui/keypad.tsx';
import { useApproverPin } from '../../ui/use-approver-pin.ts';

/**
 * seed 000 §2.9/§6: a cashier opening Shift while allow_cashier_shift is 'false' first gets this PIN prompt; only a
 * Manager or Owner PIN is accepted, others are refused and the entry cleared.
 */
export function ShiftGate({ onApproved }: { onApproved: () => void }) {
  const { t } = useTranslation();
  const { pin, refused, checking, onKey } = useApproverPin(onApproved);
  return (
    <section
      aria-labelledby="shift-gate-title"
      className="flex w-full max-w-xs flex-col gap-4 rounded-panel bg-chrome p-6 text-on-chrome"
    >
      <h1 id="shift-gate-title" className="text-center text-lg font-semibold">
        {t('shift.permission')}
      </h1>
      <CodeDisplay
        value={pin}
        length={4}
        masked
        label={t('pin.progress', { entered: pin.length, total: 4, count: 4 })}
      />
      <p aria-live="assertive" className="min-h-6 text-center text-red-300">
        {refused ? t('pin.wrong') : ''}
      </p>
      <Keypad onKey={onKey} label={t('pin.keypad')} disabled={checking} />
    </section>
  );
}
