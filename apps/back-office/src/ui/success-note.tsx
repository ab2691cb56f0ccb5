import type { ReactNode } from 'react';

/** A form's confirmation ("Saved", "Password changed"), in the success colour and read out by screen readers. */
export function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="font-semibold text-success">
      {children}
    </p>
  );
}
