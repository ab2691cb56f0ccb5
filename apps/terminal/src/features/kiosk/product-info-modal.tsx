import type { Product } from '@opentill/contracts';
import { centsFormat, centsFromDecimal } from '@opentill/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Modal, ModalActions } from '../../ui/modal.tsx';

/** seed 001 §2 kiosk variant: the product info popup (image, description, price), with Add to order. */
export function ProductInfoModal({
  product,
  currency,
  onAdd,
  onClose,
}: {
  product: Product | null;
  currency: string;
  onAdd: (product: Product) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={product !== null} onClose={onClose} title={product?.name ?? ''} size="lg">
      {product && (
        <>
          {product.image && (
            <img
              src={product.image}
              alt={product.name}
              className="max-h-[40vh] w-full rounded-panel bg-canvas object-contain"
            />
          )}
          <p className="text-xl whitespace-pre-line text-ink-muted">{product.description}</p>
          <p className="text-3xl font-bold tabular-nums">{centsFormat(centsFromDecimal(product.price), currency)}</p>
          <ModalActions>
            <Button size="lg" onClick={onClose}>
              {t('kiosk.close')}
            </Button>
            <Button size="lg" variant="primary" onClick={() => onAdd(product)}>
              {t('kiosk.addToOrder')}
            </Button>
          </ModalActions>
        </>
      )}
    </Modal>
  );
}
