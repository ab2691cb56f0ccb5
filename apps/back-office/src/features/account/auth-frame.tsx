import type { ReactNode } from 'react';

/** The signed-out screens' frame (Sign in, Set-up): the brand and a centred white card. */
export function AuthFrame({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <main className="flex min-h-full items-start justify-center bg-canvas p-4 sm:items-center sm:p-8">
      <div className={`flex w-full flex-col gap-5 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
        <p className="text-center text-2xl font-bold text-chrome">OpenTill</p>
        <div className="flex flex-col gap-5 rounded-panel border border-line bg-surface p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold">{title}</h1>
          {children}
        </div>
      </div>
    </main>
  );
}
