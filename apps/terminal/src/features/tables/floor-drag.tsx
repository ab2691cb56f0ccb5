/**
 * The drag adapter of the floor plan (ARCHITECTURE: "@dnd-kit/react behind a small adapter"): the Tables screen
 * knows only "this card can be dragged" and "a table was let go, moved by so much". Pointer (mouse, touch, pen) and
 * keyboard (Space or Enter lifts, arrow keys move, Space or Enter drops, Escape cancels) come from the library.
 * The card stays put, dimmed, while an overlay copy follows the pointer; on release the card takes its new place
 * (no drop animation: the position is saved at once).
 */
import { DragDropProvider, DragOverlay, useDraggable } from '@dnd-kit/react';
import type { ReactNode } from 'react';
import './floor-drag.css';

export interface FloorDragProps {
  /** A table was let go (not cancelled): its id and how far it moved, in CSS pixels. */
  onDrop: (id: number, moved: { x: number; y: number }) => void;
  /** What follows the pointer while the table of this id is dragged. */
  overlay: (id: number) => ReactNode;
  children: ReactNode;
}

export function FloorDrag({ onDrop, overlay, children }: FloorDragProps) {
  return (
    <DragDropProvider
      onDragEnd={(event) => {
        const source = event.operation.source;
        if (event.canceled || !source) return;
        const { x, y } = event.operation.transform;
        if (x === 0 && y === 0) return;
        onDrop(Number(source.id), { x, y });
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>{(source) => overlay(Number(source.id))}</DragOverlay>
    </DragDropProvider>
  );
}

/** Makes an element draggable while `enabled`; `lifted` is true while it is the one being dragged. */
export function useFloorDraggable(
  id: number,
  enabled: boolean,
): { attach: (element: Element | null) => void; lifted: boolean } {
  const { ref: attach, isDragSource: lifted } = useDraggable({ id, disabled: !enabled });
  return { attach, lifted };
}
