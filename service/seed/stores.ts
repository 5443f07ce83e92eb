/**
 * Sellers and their warehouses for the demo store, the retail stores shoppers can order from (Fynd's
 * ordering or deployment stores, with opening hours), their staff, and the rule that assigns each
 * product's articles to a warehouse. Pure functions: the assignment of product i depends only on i and
 * its category, on a random stream of its own, so adding stores did not change any product of the
 * catalogue (retail stores hold none of it: they take orders that the warehouses ship).
 */
import type { appStaff, deliveryZones, productSizes, sellers, StoreTiming, stores, storeStock } from "../db/schema";
import type { LeafInfo } from "./catalog";
import { hexId, Rng } from "./random";

type SellerRow = typeof sellers.$inferInsert;
type StoreRow = typeof stores.$inferInsert;

export const SELLERS: SellerRow[] = [
  { uid: 1, name: "Vitrine Retail Pvt Ltd", code: "VITRINE" },
  { uid: 2, name: "Artisan Collective LLP", code: "ARTISAN" },
];

const STORES: StoreRow[] = [
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

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** Opening hours every day from `open` to `close` ("HH:MM"), closed on the weekdays listed. */
function hours(open: string, close: string, closedOn: string[] = []): StoreTiming[] {
  const time = (hhmm: string) => ({ hour: Number(hhmm.slice(0, 2)), minute: Number(hhmm.slice(3, 5)) });
  return WEEKDAYS.map((weekday) => ({
    weekday,
    open: !closedOn.includes(weekday),
    opening: time(open),
    closing: time(close),
  }));
}

type RetailStore = Omit<StoreRow, "sellerUid" | "storeType"> & { storeType: "high_street" | "mall" };

/** Vitrine's own retail stores (uids 6 to 17): the application's ordering stores. */
const RETAIL: RetailStore[] = [
  {
    uid: 6,
    code: "VT-MUM-BAN",
    name: "Vitrine Bandra West",
    displayName: "Bandra West",
    storeType: "high_street",
    address: "24, Hill Road, Bandra West",
    city: "Mumbai",
    state: "Maharashtra",
    pincode: "400050",
    latitude: 19.0553,
    longitude: 72.8336,
    phone: "2226401124",
    timings: hours("10:30", "21:30"),
  },
  {
    uid: 7,
    code: "VT-MUM-PHX",
    name: "Vitrine Phoenix Palladium",
    displayName: "Lower Parel",
    storeType: "mall",
    address: "Unit 112, Phoenix Palladium, 462 Senapati Bapat Marg, Lower Parel",
    city: "Mumbai",
    state: "Maharashtra",
    pincode: "400013",
    latitude: 18.9944,
    longitude: 72.8258,
    phone: "2224907712",
    timings: hours("11:00", "22:00"),
  },
  {
    uid: 8,
    code: "VT-DEL-CP",
    name: "Vitrine Connaught Place",
    displayName: "Connaught Place",
    storeType: "high_street",
    address: "N-14, Inner Circle, Connaught Place",
    city: "New Delhi",
    state: "Delhi",
    pincode: "110001",
    latitude: 28.6315,
    longitude: 77.2167,
    phone: "1123417720",
    timings: hours("10:00", "21:00"),
  },
  {
    uid: 9,
    code: "VT-DEL-SKT",
    name: "Vitrine Select Citywalk",
    displayName: "Saket",
    storeType: "mall",
    address: "Shop G-31, Select Citywalk, A-3 District Centre, Saket",
    city: "New Delhi",
    state: "Delhi",
    pincode: "110017",
    latitude: 28.5286,
    longitude: 77.2193,
    phone: "1140563318",
    timings: hours("11:00", "22:00"),
  },
  {
    uid: 10,
    code: "VT-BLR-IND",
    name: "Vitrine Indiranagar",
    displayName: "Indiranagar",
    storeType: "high_street",
    address: "612, 100 Feet Road, HAL 2nd Stage, Indiranagar",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560038",
    latitude: 12.9719,
    longitude: 77.6412,
    phone: "8041125560",
    timings: hours("10:30", "21:30"),
  },
  {
    uid: 11,
    code: "VT-BLR-KOR",
    name: "Vitrine Forum Koramangala",
    displayName: "Koramangala",
    storeType: "mall",
    address: "Unit 205, The Forum, Hosur Road, Koramangala",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560095",
    latitude: 12.9347,
    longitude: 77.6112,
    phone: "8022067781",
    timings: hours("10:00", "22:00"),
  },
  {
    uid: 12,
    code: "VT-HYD-BNJ",
    name: "Vitrine Banjara Hills",
    displayName: "Banjara Hills",
    storeType: "high_street",
    address: "8-2-293, Road No. 12, Banjara Hills",
    city: "Hyderabad",
    state: "Telangana",
    pincode: "500034",
    latitude: 17.4156,
    longitude: 78.4347,
    phone: "4023354418",
    timings: hours("10:30", "21:00", ["tuesday"]),
  },
  {
    uid: 13,
    code: "VT-CHN-TNG",
    name: "Vitrine T. Nagar",
    displayName: "T. Nagar",
    storeType: "high_street",
    address: "41, Usman Road, T. Nagar",
    city: "Chennai",
    state: "Tamil Nadu",
    pincode: "600017",
    latitude: 13.0418,
    longitude: 80.2341,
    phone: "4428151907",
    timings: hours("10:00", "21:30"),
  },
  {
    uid: 14,
    code: "VT-PUN-KP",
    name: "Vitrine Koregaon Park",
    displayName: "Koregaon Park",
    storeType: "high_street",
    address: "Lane 6, North Main Road, Koregaon Park",
    city: "Pune",
    state: "Maharashtra",
    pincode: "411001",
    latitude: 18.5362,
    longitude: 73.8938,
    phone: "2026154473",
    timings: hours("11:00", "21:30", ["monday"]),
  },
  {
    uid: 15,
    code: "VT-KOL-PKS",
    name: "Vitrine Park Street",
    displayName: "Park Street",
    storeType: "high_street",
    address: "17, Park Street, Mullick Bazar",
    city: "Kolkata",
    state: "West Bengal",
    pincode: "700016",
    latitude: 22.5526,
    longitude: 88.3523,
    phone: "3322293346",
    timings: hours("10:30", "21:00"),
  },
  {
    uid: 16,
    code: "VT-AMD-SGH",
    name: "Vitrine SG Highway",
    displayName: "Bodakdev",
    storeType: "mall",
    address: "Shop 18, Iscon Mega Mall, Sarkhej-Gandhinagar Highway, Bodakdev",
    city: "Ahmedabad",
    state: "Gujarat",
    pincode: "380054",
    latitude: 23.0301,
    longitude: 72.5076,
    phone: "7926855109",
    timings: hours("10:00", "22:00"),
  },
  {
    uid: 17,
    code: "VT-JAI-MIR",
    name: "Vitrine MI Road",
    displayName: "MI Road",
    storeType: "high_street",
    address: "B-9, Mirza Ismail Road, near Panch Batti",
    city: "Jaipur",
    state: "Rajasthan",
    pincode: "302001",
    latitude: 26.9157,
    longitude: 75.8087,
    phone: "1412374408",
    timings: hours("10:30", "21:00", ["sunday"]),
  },
];

const RETAIL_STORES: StoreRow[] = RETAIL.map((store) => ({ ...store, sellerUid: 1 }));

/** Every store of the demo: warehouses first, then the retail stores. */
export const ALL_STORES: StoreRow[] = [...STORES, ...RETAIL_STORES];

/** The application's ordering-store configuration (Fynd's OrderingStores without the page). */
export const ORDERING_STORE_CONFIG = {
  enabled: true,
  type: "hard",
  all_stores: false,
  deployed_stores: RETAIL_STORES.map((s) => s.uid),
};

type ZoneRow = typeof deliveryZones.$inferInsert;

/**
 * States the warehouses' courier network reaches: all of India's but Andaman and Nicobar (AN),
 * Lakshadweep (LD), Arunachal Pradesh (AR), Manipur (MN), Mizoram (MZ) and Nagaland (NL).
 */
const NETWORK_STATES = [
  "AP",
  "AS",
  "BR",
  "CH",
  "CG",
  "DN",
  "DD",
  "DL",
  "GA",
  "GJ",
  "HR",
  "HP",
  "JK",
  "JH",
  "KA",
  "KL",
  "MP",
  "MH",
  "ML",
  "OD",
  "PY",
  "PB",
  "RJ",
  "SK",
  "TN",
  "TG",
  "TR",
  "UP",
  "UK",
  "WB",
];
/** Two north-eastern sorting districts the Kolkata warehouse reaches by pincode: Imphal (795) and Dimapur–Kohima (797). */
const KOLKATA_NORTH_EAST = ["795", "797"];
/** The Bhiwandi centre also ships abroad, to the other delivery countries. */
const EXPORT_COUNTRIES = ["US", "AE", "GB"];

/** Each retail store delivers within its own city: the pincode prefixes of its sorting districts. */
const CITY_PREFIXES: Record<string, string[]> = {
  Mumbai: ["400", "401"],
  "New Delhi": ["110"],
  Bengaluru: ["560", "562"],
  Hyderabad: ["500"],
  Chennai: ["600"],
  Pune: ["411", "412"],
  Kolkata: ["700"],
  Ahmedabad: ["380", "382"],
  Jaipur: ["302", "303"],
};

/**
 * Where each store delivers (docs/decisions/0023): the warehouses (and the artisans' workshop) reach
 * NETWORK_STATES, Kolkata also two north-eastern districts, Bhiwandi also the export countries; each
 * retail store its city's pincodes.
 */
export function buildDeliveryZones(): ZoneRow[] {
  const zones: ZoneRow[] = [];
  for (const store of STORES) {
    zones.push(
      ...NETWORK_STATES.map((value): ZoneRow => ({ storeUid: store.uid, countryCode: "IN", kind: "state", value })),
    );
    if (store.code === "VT-CCU")
      zones.push(
        ...KOLKATA_NORTH_EAST.map((value): ZoneRow => ({ storeUid: 4, countryCode: "IN", kind: "prefix", value })),
      );
    if (store.code === "VT-BHW")
      zones.push(
        ...EXPORT_COUNTRIES.map((countryCode): ZoneRow => ({ storeUid: 1, countryCode, kind: "country", value: "" })),
      );
  }
  for (const store of RETAIL_STORES)
    zones.push(
      ...(CITY_PREFIXES[store.city] ?? [store.pincode.slice(0, 3)]).map((value): ZoneRow => ({
        storeUid: store.uid,
        countryCode: "IN",
        kind: "prefix",
        value,
      })),
    );
  return zones;
}

type StockRow = typeof storeStock.$inferInsert;

/**
 * Whether a retail store has a product on its shelves: every product but one in five, a different
 * fifth per store (product uid + store uid a multiple of 5).
 */
export const retailStoreHolds = (productUid: number, storeUid: number) => (productUid + storeUid) % 5 !== 0;

/**
 * The retail stores' stock (docs/decisions/0023): of each product a store holds, 1 to 6 of every
 * size its own store has in stock.
 */
export function buildStoreStock(
  sizes: Pick<typeof productSizes.$inferInsert, "articleId" | "productUid" | "position" | "quantity">[],
): StockRow[] {
  return RETAIL_STORES.flatMap(({ uid }) =>
    sizes
      .filter((size) => size.quantity > 0 && retailStoreHolds(size.productUid, uid))
      .map((size) => ({
        storeUid: uid,
        articleId: size.articleId,
        quantity: 1 + ((size.productUid * 7 + size.position * 3 + uid) % 6),
      })),
  );
}

type StaffRow = typeof appStaff.$inferInsert;

/** Staff of the retail stores, for the cart's staff selection (off by default). */
export function buildStaff(applicationId: string): StaffRow[] {
  const people: [string, string, string, boolean, number[]][] = [
    ["Priya", "Nair", "Store Manager", true, [6, 7]],
    ["Rohan", "Mehta", "Fashion Consultant", true, [6]],
    ["Ananya", "Iyer", "Fashion Consultant", true, [10, 11]],
    ["Vikram", "Singh", "Store Manager", true, [8, 9]],
    ["Sneha", "Reddy", "Sales Associate", false, [12]],
    ["Arjun", "Kapoor", "Sales Associate", true, [9]],
    ["Meera", "Pillai", "Fashion Consultant", true, [13]],
    ["Kabir", "Desai", "Store Manager", true, [14, 16]],
    ["Ishita", "Banerjee", "Sales Associate", false, [15]],
    ["Devendra", "Rathore", "Store Manager", true, [17]],
  ];
  return people.map(([firstName, lastName, title, orderIncent, storeUids], i) => ({
    id: hexId(`vitrine:staff:${applicationId}:${i}`),
    applicationId,
    user: hexId(`vitrine:staff-user:${i}`),
    userName: `${firstName}.${lastName}`.toLowerCase(),
    firstName,
    lastName,
    employeeCode: `VT${String(1001 + i)}`,
    title,
    orderIncent,
    stores: storeUids,
  }));
}

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
