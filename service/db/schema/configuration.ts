/**
 * Configuration: the sales channel (application), its whole documents and the currencies.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";
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
 * "features", "seo", "support", "legal", "app_currency", "landing_page", "ordering_store" (which
 * stores take orders), "languages", "about" (the owner and the company).
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

/** Staff of a sales channel (Fynd "AppStaff"): shown in the cart when staff selection is on. */
export const appStaff = pgTable(
  "app_staff",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    /** The staff member's platform user id. */
    user: text("user_id").notNull(),
    userName: text("user_name").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    employeeCode: text("employee_code").notNull(),
    title: text("title").notNull().default(""),
    orderIncent: boolean("order_incent").notNull().default(false),
    /** Uids of the ordering stores the member works at. */
    stores: jsonb("stores").$type<number[]>().notNull().default([]),
    profilePicUrl: text("profile_pic_url").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("app_staff_application").on(t.applicationId)],
);
