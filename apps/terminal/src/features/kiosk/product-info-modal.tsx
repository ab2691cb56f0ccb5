import type { Product } from '@opentill/contracts';
import { centsFormat, centsFromDecimal } from '@opentill/domain';
import { useTranslation } from 'react-i18next';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, ModalFrame } from '../../ui/modal.tsx';

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
    <ModalFrame isOpen={product !== null} onClose={onClose} title={product?.name ?? ''} size="md">
      {product && (
        <>
          {product.image && (
            <img src={product.image} alt={product.name} className="max-h-64 w-full rounded-xl object-cover" />
          )}
          <p className="whitespace-pre-line text-slate-700">{product.description}</p>
          <p className="text-xl font-bold">{centsFormat(centsFromDecimal(product.price), currency)}</p>
          <div className="flex justify-end gap-3">
            <button type="button" onClick={onClose} className={BUTTON_SECONDARY}>
              {t('kiosk.close')}
            </button>
            <button type="button" onClick={() => onAdd(product)} className={BUTTON_PRIMARY}>
              {t('kiosk.addToOrder')}
            </button>
          </div>
        </>
      )}
    </ModalFrame>
  );
}
