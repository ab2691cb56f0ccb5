import { create } from 'zustand';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastItem {
  id: number;
  text: string;
  tone: ToastTone;
}

interface ToastState {
  toasts: ToastItem[];
  show: (text: string, tone?: ToastTone) => number;
  dismiss: (id: number) => void;
}

/** How long a toast stays, in ms; long enough to read a sentence. */
export const TOAST_MS = 5000;
let nextId = 1;

/** The toasts on screen: a small store so any screen, store action or device callback can raise one. */
export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show: (text, tone = 'info') => {
    const id = nextId++;
    set({ toasts: [...get().toasts.slice(-2), { id, text, tone }] });
    setTimeout(() => get().dismiss(id), TOAST_MS);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));

/** Raises a toast: a short message that needs no answer (saved, printed, uploaded). */
export const toast = (text: string, tone?: ToastTone) => useToasts.getState().show(text, tone);

const TONE: Record<ToastTone, string> = {
  info: 'bg-chrome text-on-chrome',
  success: 'bg-success text-white',
  error: 'bg-danger text-white',
};

/**
 * The design system's toast region (issue 13 §3): a polite live region, so a screen reader reads each message when
 * it is idle, never interrupting. Toasts stack at the bottom centre, above the content but outside any dialog's
 * focus trap; each has a Close button of full touch size and goes away on its own after TOAST_MS.
 */
export function ToastRegion({ closeLabel }: { closeLabel: string }) {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-60 flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`pointer-events-auto flex max-w-full items-center gap-3 rounded-panel py-1 pr-1 pl-4 shadow-lg ${TONE[item.tone]}`}
        >
          <span className="min-w-0 break-words">{item.text}</span>
          <button
            type="button"
            aria-label={closeLabel}
            onClick={() => dismiss(item.id)}
            className="min-h-touch min-w-touch shrink-0 rounded-control text-xl hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-focus active:bg-white/25"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
