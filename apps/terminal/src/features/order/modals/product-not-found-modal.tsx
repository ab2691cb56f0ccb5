import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../ui/modal.tsx';
import { Button } from '../../../ui/button.tsx';
import { playNotFoundSound } from './not-found-sound.ts';

export interface ProductNotFoundModalProps {
  isOpen: boolean;
  /** The missing product's id; without it the search's 'try again' text shows. */
  productId?: number | string | null;
  onClose: () => void;
  /** Replaces the built-in beep (tests, or a caller that already played it). */
  playSound?: () => void;
}

/**
 * seed 001 §8: 'Product not found' / 'Please, check that product with id {id} is active and available for current
 * store' for a missing product, or the 'try again' variant after a search without match; the not-found sound plays
 * each time it opens (§5 Search).
 */
export function ProductNotFoundModal({
  isOpen,
  productId,
  onClose,
  playSound = playNotFoundSound,
}: ProductNotFoundModalProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (isOpen) playSound();
  }, [isOpen, playSound]);
  const hasId = productId !== null && productId !== undefined && productId !== '';
  return (
    <ModalFrame isOpen={isOpen} onClose={onClose} title={t('orderModals.notFound.title')} role="alertdialog">
      <p>{hasId ? t('orderModals.notFound.withId', { id: productId }) : t('orderModals.notFound.search')}</p>
      <div className="flex justify-end">
        <Button onClick={onClose} autoFocus variant="primary">
          {t('common.close')}
        </Button>
      </div>
    </ModalFrame>
  );
}
