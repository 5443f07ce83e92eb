import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Language" }, { name: "robots", content: "noindex" }];

/** The languages the store is served in: the service serves English only. */
const LANGUAGES = [{ code: "en", display: "English" }];

/** Settings › Language. */
export default function LanguageSetting() {
  return (
    <section className="setting-page">
      <h1>Language</h1>
      <p>The store is available in:</p>
      <ul className="setting-page__list">
        {LANGUAGES.map((language) => (
          <li key={language.code} lang={language.code}>
            {language.display} <span className="setting-page__current">(current)</span>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/setting/">All settings</Link>
      </p>
    </section>
  );
}
