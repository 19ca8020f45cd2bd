/**
 * @dnd-kit, with which Decap's lists reorder their items by dragging, speaking Portuguese to screen
 * readers: the instructions every drag handle points to, what is announced while an item moves, and
 * the handle's role ("item reordenável", not "sortable"). scripts/vite/decap-parts.ts hands these
 * modules to Decap's widgets in place of @dnd-kit/core and @dnd-kit/sortable.
 */
import { DndContext, type Announcements, type DndContextProps } from '@dnd-kit/core';
import { createElement } from 'react';

export * from '@dnd-kit/core';

const announcements: Announcements = {
  onDragStart: () => 'Item pego. Use as setas para movê-lo; espaço solta, Esc cancela.',
  onDragOver: ({ over }) => (over ? 'Item sobre uma nova posição.' : 'Item fora da lista.'),
  onDragEnd: ({ over }) => (over ? 'Item solto na nova posição.' : 'Item solto.'),
  onDragCancel: () => 'Movimento cancelado: o item voltou ao seu lugar.',
};

const screenReaderInstructions = {
  draggable:
    'Para mudar este item de lugar, aperte espaço, mova com as setas e aperte espaço de novo para soltar, ou Esc para cancelar.',
};

function DndContextInPortuguese(props: DndContextProps) {
  return createElement(DndContext, {
    ...props,
    accessibility: { announcements, screenReaderInstructions, ...props.accessibility },
  });
}

export { DndContextInPortuguese as DndContext };
