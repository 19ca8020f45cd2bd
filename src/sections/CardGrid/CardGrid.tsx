import type { SectionOf } from '../../../schema/sections/index.ts';
import { Card, type CardProps } from '../../components/Card/Card.tsx';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame.tsx';
import { useSiteData } from '../../site-data.ts';
import styles from './CardGrid.module.css';

export function CardGrid({ title, subtitle, items }: SectionOf<'card-grid'>) {
  const { companies } = useSiteData();
  const cards: CardProps[] =
    items.kind === 'cards'
      ? items.cards
      : items.ids.flatMap((id) => {
          const company = companies.find((candidate) => candidate.id === id);
          if (!company) return []; // the loader has checked every id; nothing to draw otherwise
          return [
            {
              icon: company.icon,
              title: company.name,
              description: company.description,
              features: company.features,
              colour: company.colour,
              link: { label: items.linkLabel, to: company.page },
            },
          ];
        });
  return (
    <SectionFrame title={title} subtitle={subtitle}>
      <div className={styles.grid} data-count={cards.length}>
        {cards.map((card, index) => (
          <Card key={index} {...card} />
        ))}
      </div>
    </SectionFrame>
  );
}
