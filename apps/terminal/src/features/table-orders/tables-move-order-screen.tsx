import { orderNumberShown, type DomainError } from '@opentill/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { tableNameOf } from '../../data/repositories/tables.ts';
import { ROUTES } from '../../app/routes.ts';
import { orderByRouteId } from '../../data/repositories/orders.ts';
import { ErrorModal } from '../../ui/error-modal.tsx';
import { useToasts } from '../../ui/toast.tsx';
import { TablesFloorScreen } from '../tables/tables-screen.tsx';
import { moveErrorText, MOVE_PARAMETERS_MISSING, orderMove, orderOnTable, tableById } from './table-orders-actions.ts';

/**
 * TablesMoveOrder (seed 000 §2.1 /tables/moveorder/{moveorder}/from/{tableID}, §2.7 "in move-order mode moves the order
 * to that table"): the Tables floor in move mode; a tap on a table moves the order there, open again (also from hold),
 * saved and synced, then back to Tables. A tap on the table it is on does nothing. Missing parameters (no such order
 * open or held, no tableID, no such target table) raise the seed's error.
 */
export default function TablesMoveOrderScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { moveorder, tableID } = useParams();
  const order = useLiveQuery(async () => ({ record: moveorder ? await orderByRouteId(moveorder) : null }), [moveorder]);
  const [error, setError] = useState<DomainError | null>(null);
  const [busy, setBusy] = useState(false);

  if (order === undefined) return null;
  const record = order.record && orderOnTable(order.record) ? order.record : null;
  const from = tableID !== undefined && /^[1-9][0-9]*$/.test(tableID) ? Number(tableID) : null;
  const number = record ? orderNumberShown(record) : null;
  const title = number ? t('tableOrders.orderNumbered', { number }) : t('tableOrders.orderUnnumbered');

  const pick = async (target: number) => {
    setBusy(true);
    const moved = await orderMove(moveorder, target);
    setBusy(false);
    if (!moved.ok) {
      setError(moveErrorText(t, moved.error));
      return;
    }
    const table = await tableById(target);
    useToasts
      .getState()
      .show(t('tableOrders.orderMoved', { order: title, table: tableNameOf(table, target) }), 'success');
    void navigate(ROUTES.Tables, { replace: true });
  };

  // seed 001 §8: moving an order lacking its parameters raises an error.
  if (!record || tableID === undefined)
    return (
      <ErrorModal
        isOpen
        title={moveErrorText(t, MOVE_PARAMETERS_MISSING).title}
        message={moveErrorText(t, MOVE_PARAMETERS_MISSING).message}
        onClose={() => void navigate(ROUTES.Tables, { replace: true })}
      />
    );

  return (
    <>
      <TablesFloorScreen
        move={{
          onTablePick: (target) => {
            if (!busy && target !== from) void pick(target);
          },
          title: t('tableOrders.moveOrderTitle', { order: title }),
          onCancel: () => void navigate(-1),
        }}
      />
      {error && <ErrorModal isOpen title={error.title} message={error.message} onClose={() => setError(null)} />}
    </>
  );
}
