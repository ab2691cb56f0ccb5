import { itemCourse, itemSeat, SEAT_MAX } from '@opentill/domain';
import type { OrderItem } from '@opentill/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ModalActions, ModalFrame } from '../../ui/modal.tsx';

/** The courses offered on a line (the contract allows up to 9; five cover a meal). */
const COURSES = [1, 2, 3, 4, 5] as const;

/**
 * A line's seat and course (issue 17 §5): the seat with a stepper (none, 1, 2 ...), the course as one of None, 1 to 5.
 * Save hands both back; Cancel changes nothing.
 */
export function SeatCourseModal({
  item,
  onConfirm,
  onClose,
}: {
  item: OrderItem;
  onConfirm: (seat: number | null, course: number | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [seat, setSeat] = useState<number>(itemSeat(item) ?? 0);
  const [course, setCourse] = useState<number | null>(itemCourse(item));
  return (
    <ModalFrame isOpen onClose={onClose} title={t('courses.seatAndCourse')}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(seat === 0 ? null : seat, course);
        }}
      >
        <p className="font-semibold break-words">{item.name}</p>
        <div role="group" aria-label={t('courses.seat')} className="flex flex-wrap items-center gap-2">
          <span className="w-20 font-semibold">{t('courses.seat')}</span>
          <Button size="sm" disabled={seat <= 0} onClick={() => setSeat(seat - 1)} aria-label={t('courses.seatFewer')}>
            −
          </Button>
          <output aria-label={t('courses.seat')} className="min-w-24 text-center text-lg font-bold tabular-nums">
            {seat === 0 ? t('courses.noSeat') : seat}
          </output>
          <Button
            size="sm"
            disabled={seat >= SEAT_MAX}
            onClick={() => setSeat(seat + 1)}
            aria-label={t('courses.seatMore')}
          >
            +
          </Button>
        </div>
        <div role="group" aria-label={t('courses.course')} className="flex flex-wrap items-center gap-2">
          <span className="w-20 font-semibold">{t('courses.course')}</span>
          <Button
            size="sm"
            variant={course === null ? 'primary' : 'secondary'}
            aria-pressed={course === null}
            onClick={() => setCourse(null)}
          >
            {t('courses.noCourse')}
          </Button>
          {COURSES.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={course === value ? 'primary' : 'secondary'}
              aria-pressed={course === value}
              aria-label={t('courses.courseN', { course: value })}
              onClick={() => setCourse(value)}
              className="min-w-11 px-2"
            >
              {value}
            </Button>
          ))}
        </div>
        <ModalActions>
          <Button onClick={onClose}>{t('courses.cancel')}</Button>
          <Button type="submit" variant="primary">
            {t('courses.save')}
          </Button>
        </ModalActions>
      </form>
    </ModalFrame>
  );
}
