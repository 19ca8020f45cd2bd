import { pageMeta, siteDataOf } from '../meta.ts';
import { useSiteData } from '../site-data.ts';
import type { Route } from './+types/not-found.ts';
import styles from './not-found.module.css';

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteDataOf(matches).site;
  return [
    ...pageMeta(matches, { title: `${site.notFound.title} | ${site.brand.name}`, description: site.notFound.text }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function NotFound() {
  const { site } = useSiteData();
  return (
    <section className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{site.notFound.title}</h1>
      <p className={styles.text}>{site.notFound.text}</p>
      <a href="/" className={styles.back}>
        {site.notFound.backLabel}
      </a>
    </section>
  );
}
