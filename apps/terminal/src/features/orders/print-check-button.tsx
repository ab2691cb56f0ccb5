import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LONG_PRESS_TICKS, useLongPress } from './use-long-press.ts';

/**
 * Print check (seed 002 §2, §9): prints on a 1.5 s long press, its progress filling the button; releasing earlier
 * prints nothing. The order list's and the online orders' sidebars both end with it.
 */
export function PrintCheckButton({ onLongPress }: { onLongPress: () => void }) {
  const { t } = useTranslation();
  const press = useLongPress(onLongPress);
  return (
    <Button
      onPressStart={press.start}
      onPressEnd={press.stop}
      className="relative min-h-touch shrink-0 overflow-hidden rounded-control bg-chrome-raised px-5 font-semibold text-on-chrome outline-none select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus data-[pressed]:bg-chrome-pressed"
      aria-description={t('orders.detail.printHint')}
    >
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 bg-sky-600"
        style={{ width: `${String((press.ticks / LONG_PRESS_TICKS) * 100)}%` }}
      />
      <span className="relative">{t('orders.detail.printCheck')}</span>
    </Button>
  );
}
