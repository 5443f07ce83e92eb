/**
 * What listing queries need besides the products themselves: the catalogue revision, the small
 * dictionary of departments, brands and categories (slug ↔ uid, names, the category tree), and a
 * memo of expensive results (counts, facets) keyed by revision.
 *
 * The revision row is bumped by triggers in the same transaction as any change that could alter a
 * count, a facet or a name (migration 0002), and it is read once per request. A memoised value is
 * only ever served for the revision it was computed under, so results stay exact even with several
 * service processes writing to one PostgreSQL.
 *
 * On the embedded PGlite the revision is not read per request: each bump notifies its new value on
 * the catalog_revision channel (migration 0016), and PGlite hands the notification to its listeners
 * while it answers the committing statement, before the writer's own await returns. So once this
 * process listens, the value it holds is the committed one for every later read, with no query. On
 * PostgreSQL a notification travels on another connection and may come after a reader has started:
 * there the row is still read each time.
 */
import { asc, eq, type sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { brands, catalogRevision, categories, departments } from "../../db/schema";

export interface DepartmentInfo {
  uid: number;
  name: string;
  slug: string;
  logo: string;
}

export interface BrandInfo {
  uid: number;
  name: string;
  slug: string;
  logo: string;
  description: string;
  priority: number;
}

export interface CategoryInfo {
  uid: number;
  name: string;
  slug: string;
  level: number;
  parentUid: number | null;
  /** The level-1 and level-2 ancestors (the category itself at its own level). */
  l1Uid: number;
  l2Uid: number | null;
  banner: string;
}

export interface Dictionary {
  departments: DepartmentInfo[];
  brands: BrandInfo[];
  categories: CategoryInfo[];
  departmentBySlug: Map<string, DepartmentInfo>;
  departmentByUid: Map<number, DepartmentInfo>;
  brandBySlug: Map<string, BrandInfo>;
  brandByUid: Map<number, BrandInfo>;
  categoryBySlug: Map<string, CategoryInfo>;
  categoryByUid: Map<number, CategoryInfo>;
}

async function loadDictionary(db: Db): Promise<Dictionary> {
  const [deptRows, brandRows, catRows] = await Promise.all([
    db
      .select({ uid: departments.uid, name: departments.name, slug: departments.slug, logo: departments.logo })
      .from(departments)
      .orderBy(asc(departments.priorityOrder)),
    db
      .select({
        uid: brands.uid,
        name: brands.name,
        slug: brands.slug,
        logo: brands.logo,
        description: brands.description,
        priority: brands.priority,
      })
      .from(brands)
      .orderBy(asc(brands.name)),
    db
      .select({
        uid: categories.uid,
        name: categories.name,
        slug: categories.slug,
        level: categories.level,
        parentUid: categories.parentUid,
        banner: categories.bannerLandscape,
      })
      .from(categories)
      .orderBy(asc(categories.level), asc(categories.priority), asc(categories.uid)),
  ]);
  const parentOf = new Map(catRows.map((c) => [c.uid, c.parentUid]));
  const cats: CategoryInfo[] = catRows.map((c) => {
    const parent = c.parentUid ?? null;
    const grandparent = parent === null ? null : (parentOf.get(parent) ?? null);
    const l1Uid = c.level === 1 ? c.uid : c.level === 2 ? parent! : grandparent!;
    const l2Uid = c.level === 1 ? null : c.level === 2 ? c.uid : parent;
    return {
      uid: c.uid,
      name: c.name,
      slug: c.slug,
      level: c.level,
      parentUid: parent,
      l1Uid,
      l2Uid,
      banner: c.banner,
    };
  });
  return {
    departments: deptRows,
    brands: brandRows,
    categories: cats,
    departmentBySlug: new Map(deptRows.map((d) => [d.slug, d])),
    departmentByUid: new Map(deptRows.map((d) => [d.uid, d])),
    brandBySlug: new Map(brandRows.map((b) => [b.slug, b])),
    brandByUid: new Map(brandRows.map((b) => [b.uid, b])),
    categoryBySlug: new Map(cats.map((c) => [c.slug, c])),
    categoryByUid: new Map(cats.map((c) => [c.uid, c])),
  };
}

const MEMO_ENTRIES = 2_000;
/** Listing pages (their items, a dozen products each) are bigger than counts: fewer are kept. */
const PAGE_MEMO_ENTRIES = 300;
/** The channel the revision row notifies its new "catalog:stock" value on (migration 0016). */
const REVISION_CHANNEL = "catalog_revision";

/** What a Drizzle database over PGlite exposes as `$client` (node-postgres's pool has no `listen`). */
interface NotifyingClient {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  onNotification(callback: (channel: string, payload: string) => void): unknown;
}
const notifyingClient = (db: Db): NotifyingClient | undefined => {
  const client = (db as { $client?: Partial<NotifyingClient> }).$client;
  return typeof client?.listen === "function" && typeof client.onNotification === "function"
    ? (client as NotifyingClient)
    : undefined;
};

/** A notification's "catalog:stock" payload; undefined when it is not one. */
function parseRevisionPayload(payload: string): Revision | undefined {
  const m = /^(\d+):(\d+)$/.exec(payload);
  return m ? { catalog: Number(m[1]), stock: Number(m[2]) } : undefined;
}

export interface Revision {
  /** Products, brands, categories, departments, collections; -1 when the row is missing. */
  catalog: number;
  /** Articles added, removed or going in or out of stock. */
  stock: number;
}

export class CatalogState {
  private dictionaryEntry?: { revision: number; value: Promise<Dictionary> };
  private readonly memo = new Map<string, { revision: string; value: Promise<unknown> }>();
  private readonly pageMemo = new Map<string, { revision: string; value: Promise<unknown> }>();
  /** PGlite: the revision as last notified, once this process listens (see above). */
  private followed?: Revision;
  private following = false;

  constructor(private readonly db: Db) {}

  /** The current catalogue revisions: on PGlite from the notifications, else one indexed single-row read. */
  async revision(): Promise<Revision> {
    if (this.followed) return this.followed;
    this.follow();
    return this.readRevision();
  }

  /** PGlite: listen to the revision's notifications, then take the row's value once. */
  private follow(): void {
    const client = notifyingClient(this.db);
    if (!client || this.following) return;
    this.following = true;
    let notified = false;
    client
      .listen(REVISION_CHANNEL, (payload) => {
        const revision = parseRevisionPayload(payload);
        if (!revision) return;
        notified = true;
        this.followed = revision;
      })
      .then(() => this.readRevision())
      .then((revision) => {
        // A notification that came meanwhile is newer than this read; a missing row is never followed.
        if (!notified && revision.catalog >= 0) this.followed = revision;
      })
      .catch(() => {
        // Not listening: every read goes to the row, as on PostgreSQL.
      });
  }

  private async readRevision(): Promise<Revision> {
    const [row] = await this.db
      .select({ catalog: catalogRevision.revision, stock: catalogRevision.stockRevision })
      .from(catalogRevision)
      .where(eq(catalogRevision.id, 1))
      .limit(1);
    // A database without the revision row still works, just without memoisation.
    return row ? { catalog: Number(row.catalog), stock: Number(row.stock) } : { catalog: -1, stock: -1 };
  }

  async dictionary(revision: Revision): Promise<Dictionary> {
    const current = revision.catalog;
    if (current < 0 || !this.dictionaryEntry || this.dictionaryEntry.revision !== current) {
      const value = loadDictionary(this.db);
      this.dictionaryEntry = { revision: current, value };
      value.catch(() => {
        if (this.dictionaryEntry?.value === value) this.dictionaryEntry = undefined;
      });
    }
    return this.dictionaryEntry.value;
  }

  /**
   * `compute()` once per (key, revision); concurrent callers share the pending promise. `withStock`:
   * the result depends on stock too (the size filter or facet), so a stock change invalidates it.
   */
  remember<T>(revision: Revision, withStock: boolean, key: string, compute: () => Promise<T>): Promise<T> {
    return remembered(this.memo, MEMO_ENTRIES, revision, withStock, key, compute);
  }

  /**
   * `remember` for a listing's page (its uids, its items): a smaller memo of its own, so that pages
   * browsed through do not push out the counts and facets.
   */
  rememberPage<T>(revision: Revision, withStock: boolean, key: string, compute: () => Promise<T>): Promise<T> {
    return remembered(this.pageMemo, PAGE_MEMO_ENTRIES, revision, withStock, key, compute);
  }
}

function remembered<T>(
  memo: Map<string, { revision: string; value: Promise<unknown> }>,
  maxEntries: number,
  revision: Revision,
  withStock: boolean,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  if (revision.catalog < 0) return compute();
  const version = withStock ? `${revision.catalog}:${revision.stock}` : String(revision.catalog);
  const hit = memo.get(key);
  if (hit && hit.revision === version) {
    // Refresh its place in the LRU order.
    memo.delete(key);
    memo.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = compute();
  memo.delete(key);
  memo.set(key, { revision: version, value });
  value.catch(() => {
    if (memo.get(key)?.value === value) memo.delete(key);
  });
  while (memo.size > maxEntries) memo.delete(memo.keys().next().value!);
  return value;
}

/** Rows of a raw query, whichever driver (node-postgres and PGlite both answer `{rows}`). */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute<Record<string, unknown>>(query)) as { rows: T[] };
  return result.rows;
}
