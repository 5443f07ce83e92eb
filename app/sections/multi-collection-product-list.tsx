import { useState, type MouseEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { SectionDefinition } from "./types";
import { ProductCard, type ProductCardData } from "~/components/ProductCard";
import { SectionEmpty, SectionHeader, SectionShell } from "./shared";

export interface MultiCollectionView {
  heading: string;
  description: string;
  /** Header and tab alignment. */
  position: "left" | "center";
  perRow: number;
  /** A tab per collection; `href` is its "View all" link (or null when the theme hides it). */
  tabs: { label: string; icon: string; items: ProductCardData[]; viewAll: string | null }[];
  /** Blocks without a collection: plain links in the tab bar. */
  links: { label: string; icon: string; href: string }[];
}

const panelId = (index: number, tab: number) => `mcpl-${index}-${tab}`;

/**
 * Collections as tabs, each a panel of product cards. Without JavaScript every panel is in the
 * page and each tab is a link to its panel: CSS shows the first panel, or the one the address's
 * fragment targets (:target). With JavaScript a tab click switches panels in place (no scroll jump)
 * and marks the current tab.
 */
function MultiCollectionProductList({ view, index }: { view: MultiCollectionView; index: number }) {
  const { heading, tabs } = view;
  // null until a tab is clicked: until then the server's (CSS :target) choice stands.
  const [active, setActive] = useState<number | null>(null);
  const live = useHydrated();
  const current = active ?? 0;
  const select = (tab: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setActive(tab);
  };
  const style = { "--per-row": String(view.perRow) } as Record<string, string>;
  return (
    <SectionShell index={index} variant="mcpl" labelled={!!heading} label="Shop by collection">
      <div
        className={`mcpl mcpl--${view.position}`}
        data-active={active === null ? undefined : active}
        data-live={live ? "true" : undefined}
        style={style}
      >
        <SectionHeader index={index} heading={heading} description={view.description} />
        {tabs.length > 1 || view.links.length > 0 ? (
          <ul className="mcpl__tabs">
            {tabs.map((tab, i) => (
              <li key={`t${i}`}>
                <a
                  className={`mcpl__tab mcpl__tab--${i}${active !== null && i === current ? " is-active" : ""}`}
                  href={`#${panelId(index, i)}`}
                  aria-current={active !== null && i === current ? "true" : undefined}
                  onClick={select(i)}
                >
                  {tab.icon ? <img src={tab.icon} alt="" width={24} height={24} loading="lazy" /> : null}
                  {tab.label}
                </a>
              </li>
            ))}
            {view.links.map((link, i) => (
              <li key={`l${i}`}>
                <a className="mcpl__tab" href={link.href}>
                  {link.icon ? <img src={link.icon} alt="" width={24} height={24} loading="lazy" /> : null}
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {tabs.map((tab, i) => (
          <div
            key={i}
            id={panelId(index, i)}
            className={`mcpl__panel${active !== null && i === current ? " is-active" : ""}`}
            aria-labelledby={`${panelId(index, i)}-label`}
            role="region"
          >
            <h3 id={`${panelId(index, i)}-label`} className="visually-hidden">
              {tab.label}
            </h3>
            {tab.items.length > 0 ? (
              <ul className="product-list product-list--grid mcpl__products">
                {tab.items.map((product, p) => (
                  <li key={product.slug || p} className="product-list__item">
                    <ProductCard product={product} headingLevel={4} />
                  </li>
                ))}
              </ul>
            ) : (
              <SectionEmpty>No products to show right now.</SectionEmpty>
            )}
            {tab.viewAll && tab.items.length > 0 ? (
              <p className="theme-section__actions">
                <a className="theme-section__button" href={tab.viewAll}>
                  View all<span className="visually-hidden">: {tab.label}</span>
                </a>
              </p>
            ) : null}
          </div>
        ))}
        {tabs.length === 0 ? <SectionEmpty>No products to show right now.</SectionEmpty> : null}
      </div>
    </SectionShell>
  );
}

const multiCollectionProductList: SectionDefinition<MultiCollectionView> = { Component: MultiCollectionProductList };
export default multiCollectionProductList;
