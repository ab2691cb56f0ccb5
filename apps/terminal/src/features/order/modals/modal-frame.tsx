import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface ModalFrameProps {
  isOpen: boolean;
  /** Escape or a tap outside calls it; without it the modal closes only through its own buttons. */
  onClose?: () => void;
  title: string;
  children: ReactNode;
  /** 'alertdialog' for errors and confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Width of the panel; 'side' is the full-height panel on the right (modifiers). */
  size?: 'sm' | 'md' | 'lg' | 'side';
  /** false: neither Escape nor a tap outside closes it (e.g. checkout's sale completed, card reader waiting). */
  dismissable?: boolean;
}

const PANEL: Record<NonNullable<ModalFrameProps['size']>, string> = {
  sm: 'w-full max-w-sm rounded-2xl',
  md: 'w-full max-w-md rounded-2xl',
  lg: 'w-full max-w-2xl rounded-2xl',
  side: 'ml-auto flex h-full w-full max-w-lg flex-col rounded-l-2xl',
};

/**
 * The one frame of the editor's and checkout's modals (seed 001 §2): an overlay that closes on Escape or a tap
 * outside (unless not dismissable), a titled dialog, white panel. The body is mounted only while open, so each
 * opening starts afresh.
 */
export function ModalFrame({
  isOpen,
  onClose,
  title,
  children,
  role = 'dialog',
  size = 'sm',
  dismissable = true,
}: ModalFrameProps) {
  const side = size === 'side';
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose?.()}
      isDismissable={dismissable && onClose !== undefined}
      isKeyboardDismissDisabled={!dismissable}
      className={`fixed inset-0 z-50 flex bg-black/60 ${side ? 'items-stretch justify-end' : 'items-center justify-center p-4'}`}
    >
      <Modal className={`${PANEL[size]} max-h-full overflow-y-auto bg-white p-6 text-slate-900 shadow-xl`}>
        <Dialog role={role} className={`flex flex-col gap-4 outline-none ${side ? 'h-full' : ''}`}>
          <Heading slot="title" className="text-xl font-semibold">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Primary (confirm) and secondary (cancel) buttons of the modals: at least 44 px high. */
export const BUTTON_PRIMARY =
  'min-h-11 rounded-lg bg-sky-700 px-5 font-semibold text-white hover:bg-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:opacity-50';
export const BUTTON_SECONDARY =
  'min-h-11 rounded-lg bg-slate-200 px-5 font-semibold text-slate-900 hover:bg-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';
export const BUTTON_DANGER =
  'min-h-11 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500';
