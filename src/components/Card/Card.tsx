import type { ColourToken } from '../../../schema/fields/colour.ts';
import type { IconName } from '../../../schema/fields/icon.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './Card.module.css';

export interface CardProps {
  icon: IconName;
  title: string;
  description: string;
  features?: string[] | undefined;
  colour?: ColourToken | undefined;
  link?: { label: string; to: string } | undefined;
}

/** A service, treatment, value or company card. */
export function Card({ icon, title, description, features, colour, link }: CardProps) {
  return (
    <article className={styles.card} data-accent={colour}>
      <span className={styles.icon}>
        <Icon name={icon} size={26} strokeWidth={1.75} />
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.description}>{description}</p>
      {features && (
        <ul className={styles.features}>
          {features.map((feature, index) => (
            <li key={index}>
              <Icon name="check" size={18} className={styles.check} />
              {feature}
            </li>
          ))}
        </ul>
      )}
      {link && (
        <a href={link.to} className={styles.link}>
          {link.label}
          <span className="visually-hidden">: {title}</span>
          <Icon name="arrow-right" size={18} />
        </a>
      )}
    </article>
  );
}
