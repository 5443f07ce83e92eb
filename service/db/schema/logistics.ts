/**
 * Logistics: where each store delivers (docs/decisions/0023). A store serves a destination when one of
 * its zones matches it: a whole country, a state (its code), or the start of a pincode. The India Post
 * directory (modules/logistics/india-post.ts) says which pincodes exist; these rows say which of them
 * the shop reaches.
 */
import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { stores } from "./catalog";

export type DeliveryZoneKind = "country" | "state" | "prefix";

export const deliveryZones = pgTable(
  "delivery_zones",
  {
    storeUid: integer("store_uid")
      .notNull()
      .references(() => stores.uid, { onDelete: "cascade" }),
    /** ISO 3166-1 alpha-2 code of the destination country. */
    countryCode: text("country_code").notNull(),
    kind: text("kind").notNull().$type<DeliveryZoneKind>(),
    /** '' for a whole country, the state code ("KA") for a state, digits ("744") for a pincode prefix. */
    value: text("value").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.storeUid, t.countryCode, t.kind, t.value] }),
    index("delivery_zones_destination").on(t.countryCode, t.kind, t.value),
  ],
);
