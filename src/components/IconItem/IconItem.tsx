import type { IconItem as IconItemContent } from '../../../schema/fields/card.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './IconItem.module.css';

interface IconItemProps extends IconItemContent {
  /** `stacked`: a large round icon above centred text; `inline`: a small icon beside the text. */
  layout: 'stacked' | 'inline';
}

/** A reason to choose us or a fact about a place: an icon, a title and a sentence. */
export function IconItem({ icon, title, description, layout }: IconItemProps) {
  return (
    <li className={styles.item} data-layout={layout}>
      <span className={styles.icon}>
        <Icon name={icon} size={layout === 'stacked' ? 30 : 22} strokeWidth={1.75} />
      </span>
      <div>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.description}>{description}</p>
      </div>
    </li>
  );
}
