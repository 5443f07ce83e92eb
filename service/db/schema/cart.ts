/**
 * Cart: saved delivery addresses.
 */
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { shopperOwned } from "./user";

/** Shoppers' saved delivery addresses (cart module). */
export const addresses = pgTable(
  "addresses",
  {
    ...shopperOwned(),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    address: text("address").notNull(),
    area: text("area").notNull().default(""),
    landmark: text("landmark").notNull().default(""),
    sector: text("sector").notNull().default(""),
    areaCode: text("area_code").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    stateCode: text("state_code").notNull().default(""),
    country: text("country").notNull().default("India"),
    countryIsoCode: text("country_iso_code").notNull().default("IN"),
    countryPhoneCode: text("country_phone_code").notNull().default("+91"),
    addressType: text("address_type").notNull().default("home"),
    isDefault: boolean("is_default").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    checkoutMode: text("checkout_mode").notNull().default("self"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("addresses_user").on(t.userId, t.isActive),
    // One default address per shopper: setting another one unsets the old in the same transaction.
    uniqueIndex("addresses_one_default")
      .on(t.applicationId, t.userId)
      .where(sql`${t.isDefault} and ${t.isActive}`),
  ],
);
