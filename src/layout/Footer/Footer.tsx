import { Icon } from '../../components/Icon/Icon.tsx';
import { Logo } from '../../components/Logo/Logo.tsx';
import type { PageLink } from '../../../schema/fields/link.ts';
import { useSiteData } from '../../site-data.ts';
import CurrentYearIsland from './CurrentYear.island.tsx';
import styles from './Footer.module.css';

/** The footer's id: the page waits for it before its first paint (root.tsx). */
export const footerId = 'rodape';

export function Footer() {
  const { site, companies, builtYear } = useSiteData();
  const { footer, contact } = site;
  return (
    <footer id={footerId} className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <a href="/" className={styles.home} aria-label={site.navigation.homeLabel}>
            <Logo name={site.brand.name} />
          </a>
          <p className={styles.blurb}>{footer.blurb}</p>
          <p className={styles.item}>
            <Icon name="map-pin" size={18} />
            {contact.country}
          </p>
        </div>

        <nav aria-labelledby="rodape-empresas">
          <h2 id="rodape-empresas" className={styles.heading}>
            {footer.companiesTitle}
          </h2>
          <ul className={styles.list}>
            {companies.map((company, index) => (
              <li key={index}>
                <a href={company.page} className={styles.link}>
                  {company.name}
                </a>
                <p className={styles.note}>{company.description}</p>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="rodape-links">
          <h2 id="rodape-links" className={styles.heading}>
            {footer.quickLinksTitle}
          </h2>
          <LinkList links={footer.quickLinks} className={styles.list} />
        </nav>

        <div>
          <h2 className={styles.heading}>{footer.contactTitle}</h2>
          <ul className={styles.list}>
            <li className={styles.item}>
              <Icon name="phone" size={18} />
              <a className={styles.link} href={contact.phone.href}>
                {contact.phone.text}
              </a>
            </li>
            <li className={styles.item}>
              <Icon name="mail" size={18} />
              <a className={styles.link} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </li>
            <li className={styles.item}>
              <Icon name="clock" size={18} />
              {contact.hours}
            </li>
          </ul>
        </div>
      </div>

      <div className={`container ${styles.bottom}`}>
        <p>
          © <CurrentYearIsland builtYear={builtYear} /> {site.brand.name}. {footer.rights}
        </p>
        <LinkList links={footer.legalLinks} className={styles.legal} />
      </div>
    </footer>
  );
}

function LinkList({ links, className }: { links: PageLink[]; className: string | undefined }) {
  return (
    <ul className={className}>
      {links.map((link, index) => (
        <li key={index}>
          <a href={link.to} className={styles.link}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
