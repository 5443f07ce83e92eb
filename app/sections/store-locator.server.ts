import type { SectionLoader, SectionViewBuilder } from "./types";
import { toStoreCard, type StoreCard } from "~/lib/store-locator";
import type { StoreLocatorView } from "./store-locator";
import { numberProp, textProp } from "./props.server";

interface StoresData {
  stores: StoreCard[];
  total: number;
}

const DEFAULT_STORES = 3;
const MAX_STORES = 12;

/** The first ordering stores (getOrderingStores), as the store locator shows them, without their map position. */
export const load: SectionLoader<StoresData> = async (section, { api }) => {
  const pageSize = numberProp(section.props, "item_count", DEFAULT_STORES, 1, MAX_STORES);
  const listed = await api.configuration.getOrderingStores({ pageNo: 1, pageSize });
  const items = (listed?.items ?? []).slice(0, pageSize);
  return {
    stores: items.map((store) => ({ ...toStoreCard(store), position: null })),
    total: listed?.page?.item_total ?? items.length,
  };
};

/** Its heading (never empty) and stores, or its empty message. */
export const view: SectionViewBuilder<StoreLocatorView, StoresData> = (section, data) => {
  const props = section?.props;
  const heading = textProp(props, "section_title", "Visit our stores");
  const stores = Array.isArray(data?.stores) ? data.stores : [];
  const total = typeof data?.total === "number" ? data.total : stores.length;
  const text = textProp(props, "button_text", total > stores.length ? `See all ${total} stores` : "Find a store");
  return { heading, description: textProp(props, "description"), stores, link: { text, href: "/locate-us/" } };
};
