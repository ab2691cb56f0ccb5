import { useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../ui/modal.tsx';
import { Button } from '../../../ui/button.tsx';

export interface ItemNoteModalProps {
  isOpen: boolean;
  note: string;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

/** seed 001 §2 Item note (kept in the item's notes). */
export function ItemNoteModal(props: ItemNoteModalProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame isOpen={props.isOpen} onClose={props.onClose} title={t('orderModals.note.title')}>
      <NoteForm
        initial={props.note}
        label={t('orderModals.note.label')}
        onConfirm={props.onConfirm}
        onClose={props.onClose}
      />
    </ModalFrame>
  );
}

/** A note text area with Cancel and Save; shared by the item note and the hold note. */
export function NoteForm({
  initial,
  label,
  onConfirm,
  onClose,
  confirmLabel,
}: {
  initial: string;
  label: string;
  onConfirm: (note: string) => void;
  onClose: () => void;
  confirmLabel?: string;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState(initial);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(note.trim());
      }}
    >
      <TextField value={note} onChange={setNote} maxLength={1000} autoFocus className="flex flex-col gap-1">
        <Label className="font-semibold">{label}</Label>
        <TextArea rows={4} className="rounded-lg border-2 border-slate-300 p-3 outline-none focus:border-sky-600" />
      </TextField>
      <div className="flex justify-end gap-3">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary">
          {confirmLabel ?? t('common.save')}
        </Button>
      </div>
    </form>
  );
}
