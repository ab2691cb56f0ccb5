import { ORDER_LOCK_STALE_MS } from '@opentill/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seedText } from '../../ui/error-modal.tsx';
import { NoticeModal } from '../../ui/notice-modal.tsx';
import { PinVerifyModal } from '../../ui/pin-verify-modal.tsx';
import { LOCK_REFUSED_TITLE, lockRefusedMessage, orderLockTake, useLockTakeover } from './order-lock.ts';
import { orderServerRefreshListen } from './order-server-refresh.ts';
import { useOrderEditor } from './order-store.ts';

/**
 * The order is locked by a terminal gone for longer than ORDER_LOCK_STALE_MS (issue 17 §4): the seeds' refusal, the
 * reason it may be taken over, and Take over, which asks a manager or owner PIN (the existing PIN prompt), then takes
 * the lock on the server and opens the order here. Close leaves as any refusal does. Mounted with the editor, it
 * also keeps the order shown in step with the server's copy (order-server-refresh.ts).
 */
export function LockTakeover({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const stale = useLockTakeover((state) => state.stale);
  const [pin, setPin] = useState(false);
  // While the editor is on screen, the server's copy of its order (merged lines) replaces the one shown.
  useEffect(() => orderServerRefreshListen(), []);
  if (!stale) return null;
  const close = () => {
    useLockTakeover.setState({ stale: null });
    setPin(false);
    onLeave();
  };
  const takeOver = async () => {
    setPin(false);
    const outcome = await orderLockTake({ local_id: stale.localId }, null, () => stale.name, { takeover: true });
    useLockTakeover.setState({ stale: null });
    if (outcome.kind === 'held') {
      await useOrderEditor.getState().open(stale.routeId);
      return;
    }
    // Taken by a terminal seen again meanwhile: the plain refusal, which leaves on close.
    useOrderEditor.setState({
      notice: { title: LOCK_REFUSED_TITLE, message: lockRefusedMessage(outcome.lockedBy, outcome.name), leave: true },
    });
  };
  const text = `${lockRefusedMessage(stale.lockedBy, stale.name)}\n${t('locks.staleMessage', {
    id: String(stale.lockedBy),
    minutes: Math.round(ORDER_LOCK_STALE_MS / 60_000),
  })}`;
  return (
    <>
      <NoticeModal
        isOpen={!pin}
        title={seedText(t, LOCK_REFUSED_TITLE)}
        text={text}
        tone="error"
        onClose={close}
        action={{ label: t('locks.takeOver'), onPress: () => setPin(true) }}
      />
      {pin && <PinVerifyModal isOpen onVerified={() => void takeOver()} onClose={close} />}
    </>
  );
}
