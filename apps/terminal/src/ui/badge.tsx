import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const TONE: Record<BadgeTone, string> = {
  neutral: 'bg-slate-200 text-slate-800',
  info: 'bg-sky-100 text-sky-900',
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-600 text-white',
};

/** A small count or status label (issue 13 §3): a pending-orders count, Paid / Unpaid, an order's status. */
export function Badge({
  tone = 'neutral',
  children,
  className = '',
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex min-w-6 items-center justify-center rounded-full px-2 text-sm font-bold ${TONE[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
