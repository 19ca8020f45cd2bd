import Check from 'lucide-react/icons/check';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import type { ColourToken } from '../../../schema/fields/colour';
import type { IconName } from '../../../schema/fields/icon';
import { icons } from '../../icons';
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
  const Icon = icons[icon];
  return (
    <article className={styles.card} data-accent={colour}>
      <span className={styles.icon}>
        <Icon aria-hidden="true" size={26} strokeWidth={1.75} />
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.description}>{description}</p>
      {features && (
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature}>
              <Check aria-hidden="true" size={18} className={styles.check} />
              {feature}
            </li>
          ))}
        </ul>
      )}
      {link && (
        <Link to={link.to} className={styles.link} prefetch="intent">
          {link.label}
          <span className="visually-hidden">: {title}</span>
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      )}
    </article>
  );
}
