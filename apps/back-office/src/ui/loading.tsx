import { useTranslation } from 'react-i18next';

/** A screen or panel waiting for its data: a spinner with a spoken label. */
export function Loading({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className={`flex min-h-40 items-center justify-center gap-3 text-ink-muted ${className}`}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
      {t('loading')}
    </div>
  );
}
