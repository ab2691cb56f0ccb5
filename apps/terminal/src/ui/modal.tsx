import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { buttonClass } from './button.tsx';

export interface ModalProps {
  isOpen: boolean;
  /** Escape or a tap outside calls it; without it the modal closes only through its own buttons. */
  onClose?: () => void;
  title: string;
  /** 'error' shows the title in red (seed 001 §8 error popup). */
  tone?: 'normal' | 'error';
  children: ReactNode;
  /** 'alertdialog' for errors and confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Width of the panel; 'side' is the full-height panel on the right (modifiers); 'kiosk' is wide with a large
   *  title, read from a metre away. */
  size?: 'sm' | 'md' | 'lg' | 'kiosk' | 'side';
  /** false: neither Escape nor a tap outside closes it (e.g. checkout's sale completed, card reader waiting). */
  dismissable?: boolean;
}

const PANEL: Record<NonNullable<ModalProps['size']>, string> = {
  sm: 'w-full max-w-sm rounded-dialog',
  md: 'w-full max-w-md rounded-dialog',
  lg: 'w-full max-w-2xl rounded-dialog',
  kiosk: 'w-full max-w-4xl rounded-dialog',
  side: 'ml-auto flex h-full w-full max-w-lg flex-col rounded-l-dialog',
};

/**
 * The design system's modal (issue 13 §3), on react-aria-components' Dialog: focus kept inside while open, Escape or
 * a tap outside closes it unless the seeds say it cannot be dismissed, a titled dialog on a white panel that never
 * outgrows the screen (its body scrolls). The body is mounted only while open, so each opening starts afresh.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  tone = 'normal',
  children,
  role = 'dialog',
  size = 'sm',
  dismissable = true,
}: ModalProps) {
  const side = size === 'side';
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose?.()}
      isDismissable={dismissable && onClose !== undefined}
      isKeyboardDismissDisabled={!dismissable}
      className={`fixed inset-0 z-50 flex bg-black/60 ${side ? 'items-stretch justify-end' : 'items-center justify-center p-4 max-sm:p-2'}`}
    >
      <AriaModal
        className={`${PANEL[size]} max-h-full overflow-y-auto overscroll-contain bg-surface p-6 text-ink shadow-xl max-sm:p-4`}
      >
        <Dialog role={role} className={`flex flex-col gap-4 outline-none ${side ? 'h-full' : ''}`}>
          <Heading
            slot="title"
            className={`${size === 'kiosk' ? 'text-4xl font-bold' : 'text-xl font-semibold'} ${tone === 'error' ? 'text-danger' : ''}`}
          >
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

/** The name the editor's and checkout's modals were written with. */
export const ModalFrame = Modal;
export type ModalFrameProps = ModalProps;

/** A modal's row of actions: the confirming one last (right), wrapping on a narrow screen. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-3">{children}</div>;
}

/** Classes of the modals' confirm, cancel and destructive buttons, for code not yet on <Button>. */
export const BUTTON_PRIMARY = buttonClass('primary');
export const BUTTON_SECONDARY = buttonClass('secondary');
export const BUTTON_DANGER = buttonClass('danger');
