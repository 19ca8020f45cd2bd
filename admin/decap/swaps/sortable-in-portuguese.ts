/** @dnd-kit/sortable for Decap's lists, its drag handles described in Portuguese (see drag-in-portuguese.ts). */
import { useSortable, type UseSortableArguments } from '@dnd-kit/sortable';

export * from '@dnd-kit/sortable';

function useSortableInPortuguese(options: UseSortableArguments) {
  return useSortable({ ...options, attributes: { roleDescription: 'item reordenável', ...options.attributes } });
}

export { useSortableInPortuguese as useSortable };
