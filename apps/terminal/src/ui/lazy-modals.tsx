import { lazy, Suspense, type ComponentType } from 'react';
import type { NoticeModalProps } from './notice-modal.tsx';

/**
 * A modal whose module (and react-aria-components, ~27 KB gzip) is imported the first time it opens, not with the
 * screen (issue 6 bundle budget). While closed it renders nothing, as a closed react-aria ModalOverlay does; the
 * service worker precaches every chunk, so opening offline works.
 */
export function lazyModal<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { open: boolean }> {
  const Modal = lazy(async () => ({ default: await load() }));
  return function LazyModal({ open, ...props }: P & { open: boolean }) {
    if (!open) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...(props as P)} />
      </Suspense>
    );
  };
}

const Notice = lazyModal(async () => (await import('./notice-modal.tsx')).NoticeModal);

/** NoticeModal (seed 000 §8) loaded on first open. */
export function LazyNoticeModal(props: NoticeModalProps) {
  return <Notice open={props.isOpen} {...props} />;
}
