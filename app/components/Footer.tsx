import { Link } from "@remix-run/react";
import type { ShellData } from "~/shell.server";

export type FooterData = Pick<
  ShellData,
  "store" | "footerNav" | "social" | "support" | "footerDescription" | "copyright"
>;

/** The site footer: the root shows it as an island (components/Island), its JavaScript loaded on demand. */
export function Footer({ shell }: { shell: FooterData }) {
  const hasContent = Boolean(
    shell.footerNav.length ||
    shell.social.length ||
    shell.footerDescription ||
    shell.support.phone.length ||
    shell.support.email.length,
  );
  if (!hasContent) {
    return (
      <footer className="site-footer">
        <p className="site-footer__empty">Update Footer in Theme</p>
      </footer>
    );
  }
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{shell.store.name}</h2>
          {shell.footerDescription ? <p>{shell.footerDescription}</p> : null}
        </section>
        {shell.footerNav.length ? (
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links">Information</h2>
            <ul>
              {shell.footerNav.map((item) => (
                <li key={item.href}>
                  <Link to={item.href}>{item.display}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {shell.support.phone.length || shell.support.email.length ? (
          <section aria-labelledby="footer-support">
            <h2 id="footer-support">Customer support</h2>
            <ul>
              {shell.support.phone.map((phone) => (
                <li key={phone}>
                  <a href={`tel:${phone.replace(/\s+/g, "")}`}>{phone}</a>
                </li>
              ))}
              {shell.support.email.map((email) => (
                <li key={email}>
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              ))}
            </ul>
            {shell.support.timing ? <p>{shell.support.timing}</p> : null}
          </section>
        ) : null}
        {shell.social.length ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">Follow us</h2>
            <ul className="social-links">
              {shell.social.map((s) => (
                <li key={s.link}>
                  <a href={s.link} rel="noopener noreferrer" target="_blank">
                    <img src={s.icon} alt="" width={24} height={24} loading="lazy" />
                    <span>{s.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {shell.copyright ? <p className="site-footer__copyright">{shell.copyright}</p> : null}
    </footer>
  );
}
