import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The navigation drawer of a narrow window: a native modal <dialog> (focus kept inside, Escape closes, the page
 * behind inert) sliding from the left, closed by a click on the backdrop too. Native rather than react-aria's Modal
 * so the shell's first load carries no overlay code.
 */
export function Drawer({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-full max-h-none w-72 max-w-[85vw] bg-chrome p-0 backdrop:bg-black/60 lg:hidden"
    >
      {open && children}
    </dialog>
  );
}
