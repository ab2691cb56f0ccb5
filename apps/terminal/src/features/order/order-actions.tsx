import { memo } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { storedTerminal } from '../../data/connection.ts';
import { giftCardLine } from '../gift-cards/gift-card-sale.ts';
import { giftCardCheckOpen } from '../gift-cards/gift-card-store.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { useOrderEditor } from './order-store.ts';

export type MoreOption = 'hold' | 'cancel' | 'orderDiscount' | 'customer' | 'diningOption' | 'move';

interface OrderActionsProps {
  printCheckEnabled: boolean;
  kitchenPrintEnabled: boolean;
  /** Options that apply now (e.g. no order discount without items). */
  options: readonly MoreOption[];
  onPrintCheck: () => void;
  onKitchenPrint: () => void;
  onOpenDrawer: () => void;
  onOption: (option: MoreOption) => void;
}

/**
 * The editor's gift card button (docs/decisions.md §25): Add Funds does not credit the card; it adds a gift card line
 * (product -2) to the open order, credited when the order is paid in full. Only the editor offers it.
 */
async function giftCardTopUp(): Promise<void> {
  // A refund draft takes no new line (seed 001 §4 Refund): the card's balance and history only, no Add Funds.
  const topUp = await giftCardCheckOpen(
    storedTerminal<{ id?: number }>()?.id ?? null,
    !useOrderEditor.getState().refund,
  );
  if (!topUp) return;
  await useOrderEditor
    .getState()
    .addLine((localId, context) => giftCardLine(topUp.number, topUp.amount, localId, context));
}

/**
 * seed 001 §2 bottom action bar: print check, kitchen print, open drawer, more options. Memoised (issue 13, 4x
 * slowdown): an add changes none of its props, so it is not rendered again.
 */
export const OrderActions = memo(function OrderActions({
  printCheckEnabled,
  kitchenPrintEnabled,
  options,
  onPrintCheck,
  onKitchenPrint,
  onOpenDrawer,
  onOption,
}: OrderActionsProps) {
  const { t } = useTranslation();
  return (
    <div role="toolbar" aria-label={t('order.actions')} className="flex shrink-0 flex-wrap gap-2">
      <Button size="sm" disabled={!printCheckEnabled} onClick={onPrintCheck} className="grow">
        {t('order.printCheck')}
      </Button>
      <Button size="sm" disabled={!kitchenPrintEnabled} onClick={onKitchenPrint} className="grow">
        {t('order.kitchenPrint')}
      </Button>
      <Button size="sm" onClick={onOpenDrawer} className="grow">
        {t('order.openDrawer')}
      </Button>
      {/* seed 001 §2 Gift card modal: check a card's balance and history; Add Funds sells a top-up line on this order (§25). */}
      <Button size="sm" onClick={() => void giftCardTopUp()} className="grow">
        {t('giftCards.title')}
      </Button>
      {options.length > 0 && (
        <MenuTrigger>
          <AriaButton className={buttonClass('secondary', 'sm', 'grow')}>{t('order.moreOptions')}</AriaButton>
          <Popover className="max-w-[calc(100vw-1rem)] min-w-56 rounded-panel bg-surface p-1 shadow-xl ring-1 ring-line">
            <Menu
              aria-label={t('order.moreOptions')}
              onAction={(key) => onOption(key as MoreOption)}
              className="outline-none"
            >
              {options.map((option) => (
                <MenuItem
                  key={option}
                  id={option}
                  className="flex min-h-touch cursor-pointer items-center rounded-control px-3 outline-none focus:bg-sky-100 data-pressed:bg-sky-200"
                >
                  {t(`order.option.${option}`)}
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </MenuTrigger>
      )}
    </div>
  );
});
