import { useId, type ReactNode } from 'react';

/**
 * A screen's frame in the shell: its title as the page's h1, optional actions beside it (wrapping under it on a
 * phone), then the content. Every dashboard screen uses it, so headings and spacing match.
 */
export function Page({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 p-4 md:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{title}</h1>
          {description && <p className="mt-1 text-ink-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** A white panel with an optional h2 (which names it: a region screen readers can jump to), for a screen's sections. */
export function Panel({
  title,
  children,
  className = '',
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={title ? id : undefined}
      className={`rounded-panel border border-line bg-surface p-4 md:p-5 ${className}`}
    >
      {title && (
        <h2 id={id} className="mb-3 text-lg font-bold">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
