/** Configuration: the application, its details and owner, contact information, currencies, languages and features. */
import { asc, eq } from "drizzle-orm";
import type {
  AppCurrencyResponse,
  AppFeatureResponse,
  Application,
  ApplicationAbout,
  ApplicationAboutResponse,
  ApplicationDetail,
  ApplicationInformation,
  Currency,
  CurrenciesResponse,
  Domain,
  LanguageResponse,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { currencies } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { ApplicationRow } from "../../http/middleware";
import { documentId, findAppDocument, getAppDocument } from "../documents";

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

export function toApplication(app: ApplicationRow): Application {
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
    modified_at: app.updatedAt.toISOString(),
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

export async function getInformation(db: Db, applicationId: string): Promise<ApplicationInformation> {
  const info = await getAppDocument<Omit<ApplicationInformation, "_id" | "application">>(
    db,
    applicationId,
    "information",
  );
  return { ...info, _id: documentId(applicationId, "information"), application: applicationId };
}

const activeCurrencies = async (db: Db) =>
  (await db.select().from(currencies).where(eq(currencies.isActive, true)).orderBy(asc(currencies.code))).map(
    toCurrency,
  );

export async function listCurrencies(db: Db): Promise<CurrenciesResponse> {
  return { items: await activeCurrencies(db) };
}

export async function appCurrency(db: Db, applicationId: string): Promise<AppCurrencyResponse> {
  const doc = await getAppDocument<Pick<AppCurrencyResponse, "default_currency">>(db, applicationId, "app_currency");
  return {
    application: applicationId,
    default_currency: doc.default_currency,
    supported_currency: await activeCurrencies(db),
  };
}

export async function getCurrency(db: Db, id: string): Promise<Currency> {
  const [row] = await db.select().from(currencies).where(eq(currencies.id, id)).limit(1);
  if (!row) throw notFound("Currency not found");
  return toCurrency(row);
}

/**
 * Stored in the response shape: {feature: {...}}. The map picker (cart.google_map) is on only when
 * the document turns it on and a maps key is configured: without a key it could not load.
 */
export async function getFeatures(
  db: Db,
  applicationId: string,
  options: { mapsConfigured: boolean },
): Promise<AppFeatureResponse> {
  const doc = await getAppDocument<AppFeatureResponse>(db, applicationId, "features");
  const cart = doc.feature.cart;
  return { feature: { ...doc.feature, cart: { ...cart, google_map: cart.google_map && options.mapsConfigured } } };
}

const DEFAULT_LANGUAGES: LanguageResponse = { items: [{ name: "English", code: "en-IN" }] };

export async function getLanguages(db: Db, applicationId: string): Promise<LanguageResponse> {
  return (await findAppDocument<LanguageResponse>(db, applicationId, "languages")) ?? DEFAULT_LANGUAGES;
}

/** GET v2.0/about: the application with the company that owns it and its owner ("about" document). */
export async function getOwnerInfo(db: Db, app: ApplicationRow): Promise<ApplicationAboutResponse> {
  const about = (await findAppDocument<ApplicationAbout>(db, app.id, "about")) ?? {
    // Stores seeded before the document existed: the company by its id, no owner details.
    company_info: {
      _id: documentId(app.id, "company"),
      uid: app.companyId,
      created_on: app.createdAt.toISOString(),
      is_active: true,
      name: app.name,
      addresses: [],
      notification_emails: [],
    },
    owner_info: {
      _id: documentId(app.id, "owner"),
      emails: [],
      phone_numbers: [],
      first_name: "",
      last_name: "",
      profile_pic: "",
    },
  };
  const { company_id: _companyId, ...detail } = applicationDetail(app);
  return {
    application_info: {
      ...detail,
      website: { enabled: true, basepath: "/" },
      cors: { domains: [] },
      meta: [],
      is_active: app.isActive,
      mode: app.mode,
      created_at: app.createdAt.toISOString(),
      company_info: about.company_info,
      owner_info: about.owner_info,
    },
  };
}
