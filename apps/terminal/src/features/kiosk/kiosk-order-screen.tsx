import type { OrderItem, Product } from '@opentill/contracts';
import { ORDER_STATUS, quantityText, thousandthsFromDecimal } from '@opentill/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { catalogLoad, catalogOnChange, type Catalog } from '../../data/catalog/catalog.ts';
import { useCurrencySymbol } from '../../data/repositories/currency.ts';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { ModifiersPanel, QuantityModal } from '../order/modals/index.ts';
import { checkoutPath, orderPath, orderRouteId } from '../order/order-routing.ts';
import { modifiersCancelled } from '../order/modifiers-cancel.ts';
import { useOrderEditor } from '../order/order-store.ts';
import { kioskCategories, kioskProducts } from './kiosk-actions.ts';
import { KioskCart } from './kiosk-cart.tsx';
import { KioskCategories, KioskProducts } from './kiosk-products.tsx';
import { ProductInfoModal } from './product-info-modal.tsx';

type KioskDialog =
  | { kind: 'quantity'; item: OrderItem }
  | { kind: 'modifiers'; item: OrderItem; product: Product }
  | { kind: 'info'; product: Product }
  | { kind: 'cancel' };

/**
 * The kiosk variant of the Order screen (seed 001 §2): categories and the kiosk's products, the cart with the
 * order type and an empty-cart message, the product info popup, quantity without a dot (seed 001 §5), and the
 * Checkout button. Items go through the editor's store (useOrderEditor); kiosk mode needs no shift and no PIN
 * (seed 001 §4, §6), and offers no customer, discount or price change.
 */
export default function KioskOrderScreen() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const currency = useCurrencySymbol();
  const order = useOrderEditor((state) => state.order);
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [category, setCategory] = useState<number | null>(null);
  const [dialog, setDialog] = useState<KioskDialog | null>(null);
  const toCheckout = useRef(false);

  useEffect(() => {
    const current = useOrderEditor.getState().order;
    if (current && (current.local_id === id || String(current.id) === id)) return;
    let live = true;
    void useOrderEditor
      .getState()
      .open(id)
      .then((outcome) => {
        // A missing or refused order (completed, cancelled...) starts over at the welcome screen.
        if (live && outcome !== 'ready') void navigate(ROUTES.KioskHome, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [id, navigate]);

  // Leaving releases the order unless going to checkout (seed 001 §4), as the staff editor does.
  useEffect(() => () => void useOrderEditor.getState().leave(toCheckout.current), []);

  const categories = useMemo(() => kioskCategories(catalog), [catalog]);
  // Loaded again when products change (a dashboard change, an 86: issue 16 §9); the cart's lines stay as they are.
  useEffect(() => {
    let live = true;
    const load = () => void catalogLoad().then((loaded) => live && setCatalog(loaded));
    load();
    const stop = catalogOnChange(load);
    return () => {
      live = false;
      stop();
    };
  }, []);
  const shownCategory = category ?? categories[0]?.id ?? null;
  const products = useMemo(() => kioskProducts(catalog, shownCategory), [catalog, shownCategory]);

  // The first item of a route-less order ('new') names it: the route takes its local id.
  useEffect(() => {
    if (order && order.status === ORDER_STATUS.OPEN && id !== order.local_id && id !== String(order.id)) {
      void navigate(`${orderPath(order.local_id)}${params.size > 0 ? `?${params.toString()}` : ''}`, { replace: true });
    }
  }, [order, id, params, navigate]);

  const add = useCallback((product: Product) => {
    setDialog(null);
    // The line is shown before its write finishes, so the modifiers panel opens on it at once.
    void useOrderEditor.getState().addProduct(product);
    const added = useOrderEditor
      .getState()
      .order?.items.filter((item) => item.product === product.id)
      .at(-1);
    if (added && product.modifier_groups.length > 0) setDialog({ kind: 'modifiers', item: added, product });
  }, []);

  const editor = useOrderEditor.getState();
  const checkout = () => {
    if (!order) return;
    toCheckout.current = true;
    void navigate(checkoutPath(orderRouteId(order)));
  };
  const cancelConfirmed = async () => {
    setDialog(null);
    // seed 001 §4 Cancel: in kiosk mode the order is cancelled and the kiosk goes back to KioskHome.
    if (order) await useOrderEditor.getState().cancel();
    void navigate(ROUTES.KioskHome, { replace: true });
  };

  return (
    <main className="flex h-dvh min-h-0 flex-col overflow-hidden bg-canvas text-ink landscape:flex-row landscape:gap-4 landscape:p-4">
      <section
        aria-label={t('kiosk.products')}
        className="flex min-h-0 min-w-0 flex-1 flex-col gap-3 p-4 pb-3 landscape:p-0 min-[900px]:p-6 min-[900px]:landscape:p-0"
      >
        <KioskCategories categories={categories} selected={shownCategory} onSelect={setCategory} />
        <KioskProducts
          key={shownCategory ?? 'none'}
          products={products}
          currency={currency}
          accent={categories.find((c) => c.id === shownCategory)?.color}
          onAdd={add}
          onInfo={(product) => setDialog({ kind: 'info', product })}
        />
      </section>
      <KioskCart
        order={order}
        onQuantity={(item) => setDialog({ kind: 'quantity', item })}
        onRemove={(item) => void editor.removeItem(item.local_id)}
        onCancel={() => setDialog({ kind: 'cancel' })}
        onCheckout={checkout}
      />
      <ProductInfoModal
        product={dialog?.kind === 'info' ? dialog.product : null}
        currency={currency}
        onAdd={add}
        onClose={() => setDialog(null)}
      />
      <QuantityModal
        isOpen={dialog?.kind === 'quantity'}
        kiosk
        initial={dialog?.kind === 'quantity' ? quantityText(thousandthsFromDecimal(dialog.item.quantity)) : ''}
        onConfirm={(quantity) => {
          if (dialog?.kind === 'quantity') void editor.setQuantity(dialog.item.local_id, quantity);
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
      {dialog?.kind === 'modifiers' && (
        <ModifiersPanel
          isOpen
          product={dialog.product}
          selected={dialog.item.modifiers}
          onConfirm={(modifiers) => {
            void editor.setModifiers(dialog.item.local_id, modifiers);
            setDialog(null);
          }}
          onClose={() => {
            void modifiersCancelled(useOrderEditor.getState(), dialog.item.local_id, dialog.product);
            setDialog(null);
          }}
        />
      )}
      <ConfirmModal
        isOpen={dialog?.kind === 'cancel'}
        message={t('kiosk.cancelConfirm')}
        onConfirm={() => void cancelConfirmed()}
        onClose={() => setDialog(null)}
      />
    </main>
  );
}
