import type { StoreCard as StoreCardData } from "~/lib/store-locator";

/**
 * One store of the store locator (/locate-us/ and the store-locator section): its name, address,
 * telephone links and opening hours. `level` is its name's heading level (its hours one below).
 */
export function StoreCard({ store, level = 2 }: { store: StoreCardData; level?: 2 | 3 }) {
  const id = `store-${store.uid}`;
  const Name = level === 2 ? "h2" : "h3";
  const Hours = level === 2 ? "h3" : "h4";
  return (
    <li className="store-card">
      <article aria-labelledby={id}>
        <Name id={id}>{store.name}</Name>
        <address>
          {store.addressLines.map((line, i) => (
            <span key={i} className="store-card__line">
              {line}
            </span>
          ))}
          {store.phones.map((phone) => (
            <span key={phone.href} className="store-card__line">
              Phone: <a href={phone.href}>{phone.text}</a>
            </span>
          ))}
        </address>
        {store.hours.length ? (
          <>
            <Hours>Opening hours</Hours>
            <dl className="store-card__hours">
              {store.hours.map((row) => (
                <div key={row.days}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </article>
    </li>
  );
}
