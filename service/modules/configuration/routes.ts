/** Configuration module: the application, its details, contact information, currencies and features. */
import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type {
  AppCurrencyResponse,
  AppFeatureResponse,
  Application,
  ApplicationDetail,
  ApplicationInformation,
  Currency,
  CurrenciesResponse,
  Domain,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { currencies } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { ApplicationRow, ServiceEnv } from "../../http/middleware";
import { documentId, getAppDocument } from "../documents";

const secure = (url: string | null) => ({ secure_url: url ?? "" });

function domainOf(app: ApplicationRow): Domain {
  return { name: app.domain, verified: true, is_primary: true, is_shortlink: false, is_predefined: true };
}

export function applicationDetail(app: ApplicationRow): ApplicationDetail {
  return {
    _id: app.id,
    name: app.name,
    description: app.description,
    logo: secure(app.logo),
    mobile_logo: secure(app.mobileLogo),
    favicon: secure(app.favicon),
    banner: secure(app.banner),
    domain: domainOf(app),
    domains: [domainOf(app)],
    slug: app.slug,
    company_id: app.companyId,
  };
}

function toApplication(app: ApplicationRow): Application {
  return {
    ...applicationDetail(app),
    channel_type: "store",
    is_active: app.isActive,
    // The API returns the application token to its own authenticated client, as Fynd's does.
    token: app.token,
    website: { enabled: true, basepath: "/" },
    cors: { domains: [] },
    auth: { enabled: true },
    meta: [],
    redirections: [],
    mode: app.mode,
    status: app.isActive ? "active" : "inactive",
    cache_ttl: 60,
    created_at: app.createdAt.toISOString(),
    updated_at: app.updatedAt.toISOString(),
  };
}

function toCurrency(row: typeof currencies.$inferSelect): Currency {
  return {
    _id: row.id,
    name: row.name,
    code: row.code,
    symbol: row.symbol,
    decimal_digits: row.decimalDigits,
    is_active: row.isActive,
    country_name: row.countryName,
    country_code: row.countryCode,
  };
}

export function configurationRoutes(db: Db) {
  const routes = new Hono<ServiceEnv>();

  routes.get("/v1.0/application", (c) => c.json(toApplication(c.get("application"))));
  routes.get("/v1.0/detail", (c) => c.json(applicationDetail(c.get("application"))));

  routes.get("/v1.0/information", async (c) => {
    const app = c.get("application");
    const info = await getAppDocument<Omit<ApplicationInformation, "_id" | "application">>(db, app.id, "information");
    const body: ApplicationInformation = { ...info, _id: documentId(app.id, "information"), application: app.id };
    return c.json(body);
  });

  routes.get("/v1.0/currencies", async (c) => {
    const rows = await db.select().from(currencies).where(eq(currencies.isActive, true)).orderBy(asc(currencies.code));
    const body: CurrenciesResponse = { items: rows.map(toCurrency) };
    return c.json(body);
  });

  routes.get("/v1.0/currency", async (c) => {
    const app = c.get("application");
    const doc = await getAppDocument<Pick<AppCurrencyResponse, "default_currency">>(db, app.id, "app_currency");
    const rows = await db.select().from(currencies).where(eq(currencies.isActive, true)).orderBy(asc(currencies.code));
    const body: AppCurrencyResponse = {
      application: app.id,
      default_currency: doc.default_currency,
      supported_currency: rows.map(toCurrency),
    };
    return c.json(body);
  });

  routes.get("/v1.0/currency/:id", async (c) => {
    const [row] = await db
      .select()
      .from(currencies)
      .where(eq(currencies.id, c.req.param("id")))
      .limit(1);
    if (!row) throw notFound("Currency not found");
    return c.json(toCurrency(row));
  });

  routes.get("/v1.0/feature", async (c) => {
    // Stored in the response shape: {feature: {...}}.
    const body = await getAppDocument<AppFeatureResponse>(db, c.get("application").id, "features");
    return c.json(body);
  });

  return routes;
}
