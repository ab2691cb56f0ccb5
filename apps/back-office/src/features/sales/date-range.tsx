import { parseDate, type CalendarDate } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';

const segment =
  'rounded px-0.5 tabular-nums outline-none focus:bg-primary focus:text-on-primary data-[placeholder]:text-ink-muted';
const ARROW =
  'flex size-touch items-center justify-center rounded-control hover:bg-secondary focus-visible:outline-3 focus-visible:outline-focus';

const CELL =
  'flex size-10 items-center justify-center rounded-control outline-none hover:bg-secondary data-[outside-month]:hidden data-[selected]:bg-sky-100 data-[selection-start]:bg-primary data-[selection-start]:text-on-primary data-[selection-end]:bg-primary data-[selection-end]:text-on-primary data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus';
const GROUP =
  'flex min-h-touch w-full min-w-0 flex-wrap items-center gap-1 rounded-control border border-slate-400 bg-surface pl-3 focus-within:outline-3 focus-within:outline-offset-1 focus-within:outline-focus';

function toValue(day: string): CalendarDate | null {
  try {
    return day ? parseDate(day) : null;
  } catch {
    return null;
  }
}

/**
 * A range of business days (react-aria-components DateRangePicker): typed segment by segment in the language's
 * order, or picked on a calendar; keyboard and screen reader ready. Days are YYYY-MM-DD; '' when cleared.
 */
export function DayRangePicker({
  from,
  to,
  onChange,
  label,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  label: string;
}) {
  const { t } = useTranslation('sales');
  const start = toValue(from);
  const end = toValue(to);
  return (
    <DateRangePicker
      className="flex min-w-0 flex-col gap-1"
      value={start && end ? { start, end } : null}
      onChange={(range) => {
        if (range) onChange(range.start.toString(), range.end.toString());
        else onChange('', '');
      }}
    >
      <Label className="font-semibold">{label}</Label>
      <Group className={GROUP}>
        <DateInput slot="start" className="flex">
          {(part) => <DateSegment segment={part} className={segment} />}
        </DateInput>
        <span aria-hidden="true">–</span>
        <DateInput slot="end" className="flex">
          {(part) => <DateSegment segment={part} className={segment} />}
        </DateInput>
        <Button className={`ml-auto ${ARROW}`} aria-label={t('range.calendar')}>
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <Popover className="rounded-panel border border-line bg-surface p-3 shadow-lg">
        <Dialog className="outline-none">
          <RangeCalendar>
            <header className="mb-2 flex items-center justify-between gap-2">
              <Button slot="previous" className={ARROW} aria-label={t('range.previous')}>
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading className="font-semibold" />
              <Button slot="next" className={ARROW} aria-label={t('range.next')}>
                <span aria-hidden="true">›</span>
              </Button>
            </header>
            <CalendarGrid>{(date) => <CalendarCell date={date} className={CELL} />}</CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}

/** One business day (react-aria-components DatePicker), typed or picked on a calendar; YYYY-MM-DD, '' when cleared. */
export function DayPicker({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (day: string) => void;
  label: string;
}) {
  const { t } = useTranslation('sales');
  return (
    <DatePicker
      className="flex min-w-0 flex-col gap-1"
      value={toValue(value)}
      onChange={(day) => onChange(day ? day.toString() : '')}
    >
      <Label className="font-semibold">{label}</Label>
      <Group className={GROUP}>
        <DateInput className="flex">{(part) => <DateSegment segment={part} className={segment} />}</DateInput>
        <Button className={`ml-auto ${ARROW}`} aria-label={t('range.calendar')}>
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <Popover className="rounded-panel border border-line bg-surface p-3 shadow-lg">
        <Dialog className="outline-none">
          <Calendar>
            <header className="mb-2 flex items-center justify-between gap-2">
              <Button slot="previous" className={ARROW} aria-label={t('range.previous')}>
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading className="font-semibold" />
              <Button slot="next" className={ARROW} aria-label={t('range.next')}>
                <span aria-hidden="true">›</span>
              </Button>
            </header>
            <CalendarGrid>{(date) => <CalendarCell date={date} className={CELL} />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
