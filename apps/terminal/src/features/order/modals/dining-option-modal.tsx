import type { DiningOption } from '@opentill/contracts';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../ui/modal.tsx';
import { Button } from '../../../ui/button.tsx';

export interface DiningOptionModalProps {
  isOpen: boolean;
  options: DiningOption[];
  selectedId?: number | null;
  onConfirm: (option: DiningOption) => void;
  onClose: () => void;
}

/** seed 001 §2 Dining option picker: a radio list of the active options. */
export function DiningOptionModal(props: DiningOptionModalProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame isOpen={props.isOpen} onClose={props.onClose} title={t('orderModals.dining.title')}>
      <DiningBody {...props} />
    </ModalFrame>
  );
}

function DiningBody({ options, selectedId, onConfirm, onClose }: DiningOptionModalProps) {
  const { t } = useTranslation();
  const active = options.filter((option) => option.active);
  const [value, setValue] = useState(selectedId === null || selectedId === undefined ? '' : String(selectedId));
  const chosen = active.find((option) => String(option.id) === value);
  return (
    <>
      <RadioGroup value={value} onChange={setValue} className="flex flex-col gap-2">
        <Label className="sr-only">{t('orderModals.dining.title')}</Label>
        {active.map((option) => (
          <Radio
            key={option.id}
            value={String(option.id)}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-slate-200 px-4 font-semibold data-[focus-visible]:outline-2 data-[focus-visible]:outline-sky-500 data-[selected]:border-sky-700 data-[selected]:bg-sky-50"
          >
            {option.name}
          </Radio>
        ))}
      </RadioGroup>
      {active.length === 0 && <p>{t('orderModals.dining.none')}</p>}
      <div className="flex justify-end gap-3">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button disabled={!chosen} onClick={() => chosen && onConfirm(chosen)} variant="primary">
          {t('common.save')}
        </Button>
      </div>
    </>
  );
}
