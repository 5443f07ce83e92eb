/** The catalogue's structure: departments, the category tree per department, and brands. */
import { asc, count, desc, eq, sql } from "drizzle-orm";
import type {
  BrandDetailResponse,
  BrandItem,
  BrandListingResponse,
  CategoryItem,
  CategoryListingResponse,
  CategoryMetaResponse,
  DepartmentResponse,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { brands, categories, departments } from "../../db/schema";
import { notFound } from "../../http/errors";
import { banners, listingAction, media, numberPage } from "./products";
import type { BrandsQuery } from "./validators";

const departmentRows = (db: Db) =>
  db.select().from(departments).orderBy(asc(departments.priorityOrder), asc(departments.uid));

export async function listDepartments(db: Db): Promise<DepartmentResponse> {
  const rows = await departmentRows(db);
  return {
    items: rows.map((d) => ({
      uid: d.uid,
      name: d.name,
      slug: d.slug,
      priority_order: d.priorityOrder,
      logo: media(d.logo),
    })),
  };
}

/** Each department's level-1 categories with their children (all departments, or the one given). */
export async function listCategories(db: Db, department: string | undefined): Promise<CategoryListingResponse> {
  const [deptRows, catRows] = await Promise.all([
    departmentRows(db),
    db.select().from(categories).orderBy(asc(categories.priority), asc(categories.uid)),
  ]);
  const selected = department ? deptRows.filter((d) => d.slug === department) : deptRows;
  const toItem = (row: (typeof catRows)[number], deptUid: number): CategoryItem => ({
    uid: row.uid,
    name: row.name,
    slug: row.slug,
    banners: banners(row),
    action: listingAction("category", `/category/${row.slug}/`, row.slug),
    childs: catRows
      .filter((child) => child.parentUid === row.uid && child.departmentUids.includes(deptUid))
      .map((child) => toItem(child, deptUid)),
    _custom_json: {},
  });
  return {
    departments: selected.map((d) => ({ uid: d.uid, slug: d.slug })),
    data: selected.map((d) => ({
      department: d.slug,
      items: catRows
        .filter((row) => row.level === 1 && row.departmentUids.includes(d.uid))
        .map((row) => toItem(row, d.uid)),
    })),
  };
}

export async function getCategory(db: Db, slug: string): Promise<CategoryMetaResponse> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
  if (!row) throw notFound(`Category ${slug} not found`);
  return {
    uid: row.uid,
    name: row.name,
    logo: media(row.bannerPortrait),
    banners: banners(row),
    _custom_json: {},
  };
}

/** Brands by priority then name, of one department when given (an unknown department has none). */
export async function listBrands(db: Db, query: BrandsQuery): Promise<BrandListingResponse> {
  const deptRows = await db.select().from(departments);
  const slugByUid = new Map(deptRows.map((d) => [d.uid, d.slug]));
  const dept = query.department ? deptRows.find((d) => d.slug === query.department) : undefined;
  if (query.department && !dept) return { items: [], page: numberPage(query.page_no, query.page_size, 0) };
  const where = dept ? sql`${dept.uid} = any(${brands.departmentUids})` : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(brands)
      .where(where)
      .orderBy(desc(brands.priority), asc(brands.name))
      .limit(query.page_size)
      .offset((query.page_no - 1) * query.page_size),
    db.select({ total: count() }).from(brands).where(where),
  ]);
  const items: BrandItem[] = rows.map((b) => ({
    uid: b.uid,
    name: b.name,
    slug: b.slug,
    logo: media(b.logo),
    banners: banners(b),
    departments: b.departmentUids.map((uid) => slugByUid.get(uid) ?? String(uid)),
    discount: "",
    description: b.description,
    action: listingAction("brand", `/brand/${b.slug}/`, b.slug),
  }));
  return { items, page: numberPage(query.page_no, query.page_size, total) };
}

export async function getBrand(db: Db, slug: string): Promise<BrandDetailResponse> {
  const [b] = await db.select().from(brands).where(eq(brands.slug, slug)).limit(1);
  if (!b) throw notFound(`Brand ${slug} not found`);
  return {
    uid: b.uid,
    name: b.name,
    logo: media(b.logo),
    banners: banners(b),
    description: b.description,
    _custom_json: {},
  };
}
