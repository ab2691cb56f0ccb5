import type { Product } from '@opentill/contracts';
import { centsFromDecimal } from '@opentill/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-format.ts';
import { Button } from '../../ui/button.tsx';
import { Modal, ModalActions } from '../../ui/modal.tsx';

/**
 * seed 001 §2 kiosk variant: the product info popup (image, description, price), with Add to order. Read from a
 * metre away: a wide panel, the picture large, the text in large type; in landscape the picture sits beside the text.
 */
export function ProductInfoModal({
  product,
  onAdd,
  onClose,
}: {
  product: Product | null;
  /** Not read: amounts are formatted by ui/use-format with the store currency. */
  currency?: string;
  onAdd: (product: Product) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Modal isOpen={product !== null} onClose={onClose} title={product?.name ?? ''} size="kiosk">
      {product && (
        <>
          <div className="flex flex-col gap-6 landscape:grid landscape:grid-cols-2 landscape:items-center">
            {product.image && (
              <img
                src={product.image}
                alt={product.name}
                className="max-h-[40vh] w-full rounded-panel bg-canvas object-contain"
              />
            )}
            <div className="flex min-w-0 flex-col gap-6">
              <p className="text-3xl leading-snug break-words whitespace-pre-line text-ink-muted">
                {product.description}
              </p>
              <p className="text-5xl font-bold tabular-nums">{format.money(centsFromDecimal(product.price))}</p>
            </div>
          </div>
          <ModalActions>
            <Button size="lg" onClick={onClose} className="min-h-20! flex-1 px-10! text-3xl!">
              {t('kiosk.close')}
            </Button>
            <Button
              size="lg"
              variant="primary"
              onClick={() => onAdd(product)}
              data-layout-primary="kiosk-info-add"
              className="min-h-20! flex-1 px-10! text-3xl!"
            >
              {t('kiosk.addToOrder')}
            </Button>
          </ModalActions>
        </>
      )}
    </Modal>
  );
}
