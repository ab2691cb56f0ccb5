import type { DiningOption } from '@opentill/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import type { DiningFilter, OnlineDay } from './online-orders-view.ts';

export interface OnlineOrdersFiltersProps {
  options: readonly DiningOption[];
  dining: DiningFilter;
  day: OnlineDay;
  onDining: (dining: DiningFilter) => void;
  onDay: (day: OnlineDay) => void;
}

/** seed 002 §2: the dining-option filter (All plus the options flagged for online ordering) and Today or Future. */
export function OnlineOrdersFilters({ options, dining, day, onDining, onDay }: OnlineOrdersFiltersProps) {
  const { t } = useTranslation();
  const choice = (pressed: boolean) => (pressed ? 'primary' : 'secondary');
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div role="group" aria-label={t('onlineOrders.diningLabel')} className="flex flex-wrap gap-1">
        <Button
          size="sm"
          variant={choice(dining === 'all')}
          aria-pressed={dining === 'all'}
          onClick={() => onDining('all')}
        >
          {t('onlineOrders.all')}
        </Button>
        {options.map((option) => (
          <Button
            key={option.id}
            size="sm"
            variant={choice(dining === option.id)}
            aria-pressed={dining === option.id}
            onClick={() => onDining(option.id)}
          >
            {option.name}
          </Button>
        ))}
      </div>
      <div role="group" aria-label={t('onlineOrders.dayLabel')} className="flex gap-1">
        {(['today', 'future'] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={choice(day === value)}
            aria-pressed={day === value}
            onClick={() => onDay(value)}
          >
            {t(`onlineOrders.${value}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
