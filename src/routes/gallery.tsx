import { ImageRenderingContext } from '../components/Picture/rendering.ts';
import { getContent, getSectionExamples } from '../content.server.ts';
import { exampleRenderings } from '../images.server.ts';
import { pageMeta } from '../meta.ts';
import { PageSections } from '../sections/PageSections.tsx';
import type { Route } from './+types/gallery.ts';
import styles from './gallery.module.css';

/** Development only (see routes.ts): every section type drawn from its example, the YAML beside it. */
export function loader() {
  const examples = getSectionExamples();
  return {
    copy: getContent().site.gallery,
    examples,
    images: exampleRenderings(examples.map((example) => example.section)),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, { title: loaderData.copy.title, description: loaderData.copy.intro }),
  { name: 'robots', content: 'noindex' },
];

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <div className={styles.gallery}>
      <header className={`container ${styles.intro}`}>
        <h1>{copy.title}</h1>
        <p>{copy.intro}</p>
      </header>
      {loaderData.examples.map((example) => (
        <article key={example.type} className={styles.entry} aria-labelledby={`secao-${example.type}`}>
          <div className={`container ${styles.source}`}>
            <h2 id={`secao-${example.type}`}>
              <code>type: {example.type}</code>
            </h2>
            <details>
              <summary>
                {copy.exampleLabel} — <code>{example.file}</code>
              </summary>
              <pre>{example.yaml}</pre>
            </details>
          </div>
          <div className={styles.preview}>
            <ImageRenderingContext value={(src) => loaderData.images[src]}>
              <PageSections sections={[example.section]} />
            </ImageRenderingContext>
          </div>
        </article>
      ))}
    </div>
  );
}
