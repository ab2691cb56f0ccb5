import type { TFunction } from 'i18next';
import { Button } from '../../ui/button.tsx';

/**
 * A course's header in the order panel (issue 17 §5): its name, Held while held, and Hold or Fire. The lines without a
 * course get a header with neither button (they are never held).
 */
export function CourseHeader({
  course,
  held,
  t,
  onHold,
  onFire,
}: {
  course: number | null;
  held: boolean;
  t: TFunction;
  onHold: (course: number) => void;
  onFire: (course: number) => void;
}) {
  const name = course === null ? t('courses.noCourse') : t('courses.courseN', { course });
  return (
    <div className="flex min-h-touch items-center gap-2 bg-slate-100 px-3 py-1">
      <h2 className="min-w-0 flex-1 truncate text-sm font-bold tracking-wide uppercase">{name}</h2>
      {held && (
        <span className="rounded-control bg-amber-100 px-2 text-sm font-semibold text-amber-900">
          {t('courses.held')}
        </span>
      )}
      {course !== null &&
        (held ? (
          <Button
            size="sm"
            variant="primary"
            aria-label={t('courses.fireCourse', { course })}
            onClick={() => onFire(course)}
          >
            {t('courses.fire')}
          </Button>
        ) : (
          <Button size="sm" aria-label={t('courses.holdCourse', { course })} onClick={() => onHold(course)}>
            {t('courses.hold')}
          </Button>
        ))}
    </div>
  );
}
