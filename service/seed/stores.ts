/**
 * Sellers and their warehouses for the demo store, and the rule that assigns each product's articles
 * to one of them. Pure functions: the assignment of product i depends only on i and its category, on
 * a random stream of its own, so adding stores did not change any product of the catalogue.
 */
import type { sellers, stores } from "../db/schema";
import type { LeafInfo } from "./catalog";
import { Rng } from "./random";

type SellerRow = typeof sellers.$inferInsert;
type StoreRow = typeof stores.$inferInsert;

export const SELLERS: SellerRow[] = [
  { uid: 1, name: "Vitrine Retail Pvt Ltd", code: "VITRINE" },
  { uid: 2, name: "Artisan Collective LLP", code: "ARTISAN" },
];

export const STORES: StoreRow[] = [
  {
    uid: 1,
    sellerUid: 1,
    code: "VT-BHW",
    name: "Vitrine Fulfilment Centre Bhiwandi",
    address: "Building A4, Rajlaxmi Logistics Park, Vadape, Bhiwandi",
    city: "Thane",
    state: "Maharashtra",
    pincode: "421302",
    latitude: 19.2813,
    longitude: 73.0483,
  },
  {
    uid: 2,
    sellerUid: 1,
    code: "VT-GGN",
    name: "Vitrine Warehouse Gurugram",
    address: "Plot 42, Sector 37, Pace City II",
    city: "Gurugram",
    state: "Haryana",
    pincode: "122004",
    latitude: 28.4347,
    longitude: 76.9988,
  },
  {
    uid: 3,
    sellerUid: 1,
    code: "VT-BLR",
    name: "Vitrine Warehouse Bengaluru",
    address: "Survey 12, Hosur Road, Bommanahalli",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560068",
    latitude: 12.9081,
    longitude: 77.6476,
  },
  {
    uid: 4,
    sellerUid: 1,
    code: "VT-CCU",
    name: "Vitrine Warehouse Kolkata",
    address: "Shed 7, Sankrail Food Park Road, Howrah",
    city: "Howrah",
    state: "West Bengal",
    pincode: "711313",
    latitude: 22.5544,
    longitude: 88.2318,
  },
  {
    uid: 5,
    sellerUid: 2,
    code: "AC-JAI",
    name: "Artisan Collective Jaipur",
    address: "E-112, RIICO Industrial Area, Sitapura",
    city: "Jaipur",
    state: "Rajasthan",
    pincode: "302022",
    latitude: 26.7781,
    longitude: 75.8239,
  },
];

/** Vitrine's own warehouses and how much of the catalogue each one holds. */
const VITRINE_WAREHOUSES: [number, number][] = [
  [1, 40],
  [2, 25],
  [3, 20],
  [4, 15],
];
const ARTISAN_STORE = 5;
/** Handmade categories: half of their products are sold by the artisan seller. */
const ARTISAN_LEAVES = new Set([
  "kurtas",
  "sarees",
  "kurta-sets",
  "earrings",
  "cushion-covers",
  "bedsheets",
  "vases",
  "candles",
  "mugs",
  "dinner-sets",
]);

/** The store every article of product number `index` ships from. */
export function storeForProduct(index: number, leaf: LeafInfo): number {
  const rng = new Rng(`vitrine:store:${index}`);
  if (ARTISAN_LEAVES.has(leaf.slug) && rng.chance(0.5)) return ARTISAN_STORE;
  return rng.weighted(VITRINE_WAREHOUSES);
}
