/**
 * Configuration: the sales channel (application), its whole documents and the currencies.
 */
import { boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** A sales channel (Fynd "application"): one storefront and its API credentials. */
export const applications = pgTable("applications", {
  id: text("id").primaryKey(), // 24 hex characters, like Fynd's _id
  name: text("name").notNull(),
  slug: text("slug").notNull(),
  description: text("description").notNull().default(""),
  /** The application token the SDK sends in the bearer header. */
  token: text("token").notNull(),
  companyId: integer("company_id").notNull(),
  domain: text("domain").notNull(),
  logo: text("logo"),
  mobileLogo: text("mobile_logo"),
  favicon: text("favicon"),
  banner: text("banner"),
  isActive: boolean("is_active").notNull().default(true),
  mode: text("mode").notNull().default("live"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The owning application: its rows go with it. */
export const applicationRef = () =>
  text("application_id")
    .notNull()
    .references(() => applications.id, { onDelete: "cascade" });

/**
 * Whole documents per application, keyed by kind: "information" (contact, social, support),
 * "features", "seo", "support", "legal", "app_currency", "landing_page".
 */
export const appDocuments = pgTable(
  "app_documents",
  {
    applicationId: applicationRef(),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull().$type<Record<string, unknown>>(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.kind] })],
);

export const currencies = pgTable("currencies", {
  id: text("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  symbol: text("symbol").notNull(),
  decimalDigits: smallint("decimal_digits").notNull().default(2),
  isActive: boolean("is_active").notNull().default(true),
  countryName: text("country_name").notNull().default(""),
  countryCode: text("country_code").notNull().default(""),
  /**
   * Exchange rate: units of this currency per 1 INR (the catalogue's base currency). The service
   * converts prices with it when a request names this currency in `x-currency-code`.
   */
  unitsPerInr: doublePrecision("units_per_inr").notNull().default(1),
});
