import type { Content } from './load.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "4 páginas, 19 seções, 27 cartões": what `npm run validate` reports on success. */
export function summarize(content: Content): string {
  const sections = content.pages.flatMap((page) => page.sections);
  const cards = sections.reduce((total, section) => {
    switch (section.type) {
      case 'card-grid':
        return total + (section.items.kind === 'cards' ? section.items.cards.length : section.items.ids.length);
      case 'reasons':
        return total + section.reasons.length;
      default:
        return total;
    }
  }, 0);
  return [
    count(content.pages.length, 'página', 'páginas'),
    count(sections.length, 'seção', 'seções'),
    count(cards, 'cartão', 'cartões'),
  ].join(', ');
}
