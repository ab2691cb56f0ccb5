import { orderNumberShown, quantityText, thousandths, type Cents } from '@opentill/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { Button } from '../../ui/button.tsx';
import { NoticeModal } from '../../ui/notice-modal.tsx';
import { PinVerifyModal } from '../../ui/pin-verify-modal.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { useShortcutKeys } from '../../ui/use-shortcut-keys.ts';
import { REFUND_ERRORS } from './refund-actions.ts';
import {
  refundChoiceFigures,
  refundChoiceOrder,
  refundChoiceVoids,
  refundLineSold,
  refundTenders,
} from './refund-choice.ts';
import { useRefundScreen } from './refund-screen-store.ts';

const ORIGINAL = 'original';
/** The editor's Pay/Refund key (apps/terminal/README.md): the same key confirms here. */
const REFUND_SHORTCUT = 'F9';

/**
 * Refund by choosing (issue 15 §3, seed 001 §4 Refund): the lines of a completed order that can still go back, all
 * chosen by default; the cashier sets what comes back, sees the refund's figures (domain: allocated from what the sale
 * charged), picks the tender among the sale's own payments (the original ones by default) and confirms once.
 */
export function RefundScreen({ routeId }: { routeId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const screen = useRefundScreen();
  const { load, reset } = screen;

  useEffect(() => {
    void load(routeId);
    return reset;
  }, [load, reset, routeId]);

  const { draft, base, lines, choice, totals, tender, paymentTypes } = screen;
  const order = useMemo(() => (draft ? refundChoiceOrder(draft, lines, choice) : null), [draft, lines, choice]);
  const voids = useMemo(
    () => (base ? refundChoiceVoids(order, base, paymentTypes, new Date()) : null),
    [order, base, paymentTypes],
  );
  const returned = useMemo(() => (base ? refundChoiceFigures(order, base, totals) : null), [order, base, totals]);
  const voided = useMemo(
    () => (base && voids ? refundChoiceFigures(order, base, totals, voids) : null),
    [order, base, totals, voids],
  );
  // On the original payments a refund by void gives back the whole sale; on a chosen tender the lines' amount.
  const figures = tender === null && voided ? voided : returned;
  const tenders = useMemo(
    () => (base && returned ? refundTenders(base.original, base.refunds, returned.amount, paymentTypes, voids) : []),
    [base, returned, paymentTypes, voids],
  );
  const chosenTender = tenders.find((candidate) => candidate.type === tender);
  const canRefund = order !== null && figures !== null && (chosenTender === undefined || chosenTender.enough);
  useShortcutKeys([REFUND_SHORTCUT], () => void screen.confirm(), screen.status === 'ready' && canRefund);

  const close = async () => {
    await screen.leave();
    await navigate(ROUTES.OrdersList);
  };

  if (screen.status === 'missing')
    return (
      <main className="flex flex-1 flex-col items-center justify-center gap-4 p-6">
        <p>{t('refund.screen.missing')}</p>
        <Button onClick={() => void navigate(ROUTES.OrdersList)}>{t('common.close')}</Button>
      </main>
    );
  if (screen.status !== 'ready' || !draft || !base) return <main className="flex-1" aria-busy="true" />;

  const number = orderNumberShown(base.original) ?? String(base.original.id ?? '');
  const lineFigure = (localId: string) => {
    const index = order?.items.findIndex((item) => item.local_id === localId) ?? -1;
    return figures?.figures.lines.find((line) => line.index === index);
  };
  const chosenCount = lines.filter((line) => (choice[line.localId] ?? 0) > 0).length;
  const errorText = (title: string, message: string) => {
    if (title === REFUND_ERRORS.typeMissing.title)
      return { title: t('refund.typeMissingTitle'), text: t('refund.typeMissingMessage') };
    if (title === REFUND_ERRORS.other.title) return { title: t('refund.other'), text: message };
    return { title, text: message };
  };
  const dialog = screen.dialog;
  const error = dialog?.kind === 'error' ? errorText(dialog.title, dialog.message) : null;

  return (
    <main className="flex h-full min-h-0 flex-1 gap-4 p-4 max-md:flex-col max-md:gap-2 max-sm:p-2">
      <section aria-labelledby="refund-title" className="flex min-h-0 min-w-0 flex-1 flex-col gap-3 max-md:gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="refund-title" className="text-2xl font-semibold break-all">
            {t('refund.screen.title', { number })}
          </h1>
          <div className="ml-auto flex gap-2">
            <Button size="sm" disabled={screen.locked} onClick={screen.all}>
              {t('refund.screen.all')}
            </Button>
            <Button size="sm" disabled={screen.locked} onClick={screen.none}>
              {t('refund.screen.none')}
            </Button>
          </div>
        </div>
        {screen.locked && <p className="rounded-control bg-amber-50 p-3 text-ink">{t('refund.screen.locked')}</p>}
        <ul
          aria-label={t('refund.screen.items')}
          className="flex min-h-0 flex-1 flex-col divide-y divide-line overflow-y-auto rounded-panel bg-surface px-4 max-sm:px-3"
        >
          {lines.map((line) => {
            const chosen = choice[line.localId] ?? 0;
            const figure = chosen > 0 ? lineFigure(line.localId) : undefined;
            const name = line.item.name;
            return (
              <li key={line.localId} className="flex flex-wrap items-center gap-3 py-3">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold break-words">{name}</span>
                  {(line.item.modifiers ?? []).length > 0 && (
                    <span className="text-sm text-ink-muted break-words">
                      {(line.item.modifiers ?? []).map((modifier) => modifier.name).join(', ')}
                    </span>
                  )}
                  <span className="text-sm text-ink-muted">
                    {line.returned > 0
                      ? t('refund.screen.leftAfterReturns', {
                          left: quantityText(line.left),
                          sold: quantityText(refundLineSold(line)),
                        })
                      : t('refund.screen.sold', { quantity: quantityText(line.left) })}
                  </span>
                </div>
                <div className="flex items-center gap-2">
                  <Button
                    size="sm"
                    aria-label={t('refund.screen.less', { name })}
                    disabled={screen.locked || chosen === 0}
                    onClick={() => screen.step(line.localId, -1)}
                  >
                    −
                  </Button>
                  <output
                    aria-label={t('refund.screen.quantityOf', { name })}
                    aria-live="polite"
                    className="min-w-12 text-center text-lg font-semibold tabular-nums"
                  >
                    {quantityText(thousandths(chosen))}
                  </output>
                  <Button
                    size="sm"
                    aria-label={t('refund.screen.more', { name })}
                    disabled={screen.locked || chosen >= line.left}
                    onClick={() => screen.step(line.localId, 1)}
                  >
                    +
                  </Button>
                </div>
                <span className="w-24 shrink-0 text-right font-semibold tabular-nums max-sm:w-20">
                  {figure ? format.money(figure.amount) : ''}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <aside
        aria-label={t('refund.screen.summary')}
        className="flex w-96 shrink-0 flex-col gap-4 rounded-panel bg-surface p-4 max-md:w-full max-md:gap-2 max-sm:p-3"
      >
        <p className="text-ink-muted">{t('refund.screen.chosen', { count: chosenCount })}</p>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
          <dt>{t('refund.screen.subtotal')}</dt>
          <dd className="text-right">{format.money(figures?.figures.subtotal ?? (0 as Cents))}</dd>
          {figures && figures.figures.orderDiscount !== 0 && (
            <>
              <dt>{t('refund.screen.discount')}</dt>
              <dd className="text-right">{format.money(figures.figures.orderDiscount)}</dd>
            </>
          )}
          <dt>{t('refund.screen.tax')}</dt>
          <dd className="text-right">{format.money(figures?.figures.tax ?? (0 as Cents))}</dd>
          {/* A refund by void gives back the surcharge and the voided tips too (decisions §61). */}
          {figures && figures.figures.surcharge !== 0 && (
            <>
              <dt>{t('checkout.surcharge')}</dt>
              <dd className="text-right">{format.money(figures.figures.surcharge)}</dd>
            </>
          )}
          {figures && figures.figures.tips !== 0 && (
            <>
              <dt>{t('checkout.tip')}</dt>
              <dd className="text-right">{format.money(figures.figures.tips)}</dd>
            </>
          )}
          <dt className="text-lg font-semibold">{t('refund.screen.total')}</dt>
          <dd className="text-right text-lg font-semibold" data-layout-primary="refund-total">
            {format.money(figures?.figures.total ?? (0 as Cents))}
          </dd>
        </dl>

        {tenders.length > 0 && (
          <fieldset disabled={screen.locked} className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">{t('refund.screen.tender')}</legend>
            {tenders.map((option) => {
              const value = option.type ?? ORIGINAL;
              const parts = option.parts.map((part) => `${part.type} ${format.money(part.amount)}`).join(' · ');
              const checked = (tender ?? ORIGINAL) === value;
              return (
                <label
                  key={value}
                  className={`flex min-h-touch cursor-pointer items-center gap-3 rounded-control border-2 px-3 py-1 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus ${checked ? 'border-primary bg-sky-50' : 'border-line'}`}
                >
                  <input
                    type="radio"
                    name="refund-tender"
                    value={value}
                    checked={checked}
                    disabled={!option.enough}
                    onChange={() => screen.setTender(option.type)}
                    className="size-5 shrink-0 accent-primary"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold">
                      {option.type === null ? t('refund.screen.original') : option.type}
                    </span>
                    <span className="text-sm break-words text-ink-muted">
                      {option.enough ? parts : t('refund.screen.notEnough')}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}

        <div className="mt-auto flex flex-col gap-2 max-md:flex-row-reverse max-md:[&>*]:flex-1">
          <Button
            variant="danger"
            size="lg"
            busy={screen.busy}
            data-layout-primary="refund-confirm"
            disabled={!canRefund}
            onClick={() => void screen.confirm()}
            aria-keyshortcuts={REFUND_SHORTCUT}
          >
            {order && figures
              ? t('refund.screen.confirm', { amount: format.money(figures.amount) })
              : t('refund.screen.nothing')}
            <kbd
              aria-hidden="true"
              className="rounded border border-white/60 px-1.5 font-mono text-sm font-semibold max-[786px]:hidden"
            >
              {REFUND_SHORTCUT}
            </kbd>
          </Button>
          <Button disabled={screen.busy} onClick={() => void close()}>
            {t('common.cancel')}
          </Button>
        </div>
      </aside>

      <PinVerifyModal
        isOpen={dialog?.kind === 'pin'}
        onVerified={() => void screen.pinVerified()}
        onClose={screen.dismiss}
      />
      <NoticeModal
        isOpen={dialog?.kind === 'done'}
        title={t('refund.done')}
        text={
          dialog?.kind === 'done'
            ? [
                dialog.printFailed ? t('refund.screen.slipFailed') : '',
                dialog.drawerFailed ? t('refund.screen.drawerFailed') : '',
              ]
                .filter(Boolean)
                .join(' ')
            : ''
        }
        onClose={() => {
          screen.dismiss();
          void navigate(ROUTES.OrdersList);
        }}
      />
      <NoticeModal
        isOpen={error !== null}
        tone="error"
        title={error?.title ?? ''}
        text={error?.text ?? ''}
        onClose={screen.dismiss}
      />
    </main>
  );
}
