/**
 * Catalogue builders for the demo store: departments, a three-level category tree, brands, products
 * with their sizes, and collections. Pure functions of their inputs: no clock, no Math.random.
 */
import type {
  brands,
  categories,
  collectionItems,
  collections,
  departments,
  productSizes,
  products,
} from "../db/schema";
import { mediaUrl } from "../media/art";
import { Rng } from "./random";
import { storeForProduct } from "./stores";
import invariant from "tiny-invariant";

type DepartmentRow = typeof departments.$inferInsert;
export type CategoryRow = typeof categories.$inferInsert;
type BrandRow = typeof brands.$inferInsert;
export type ProductRow = typeof products.$inferInsert;
export type ProductSizeRow = typeof productSizes.$inferInsert;
type CollectionRow = typeof collections.$inferInsert;
type CollectionItemRow = typeof collectionItems.$inferInsert;

/** Every seeded timestamp is relative to this instant. */
export const BASE_DATE = new Date("2026-01-01T00:00:00Z");
/** Products go online between these two instants. */
const ONLINE_FROM = Date.UTC(2025, 0, 1);
const ONLINE_TO = Date.UTC(2026, 5, 30);

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

// ---------------------------------------------------------------------------------------------
// Departments

export type DeptSlug = "men" | "women" | "kids" | "home";

const DEPARTMENTS: { uid: number; slug: DeptSlug; name: string; colour: string }[] = [
  { uid: 1, slug: "men", name: "Men", colour: "264653" },
  { uid: 2, slug: "women", name: "Women", colour: "d62870" },
  { uid: 3, slug: "kids", name: "Kids", colour: "f4a261" },
  { uid: 4, slug: "home", name: "Home & Living", colour: "2a9d8f" },
];

const deptUid = (slug: DeptSlug) => {
  const department = DEPARTMENTS.find((d) => d.slug === slug);
  invariant(department, `unknown department ${slug}`);
  return department.uid;
};

export function buildDepartments(): DepartmentRow[] {
  return DEPARTMENTS.map((d, i) => ({
    uid: d.uid,
    name: d.name,
    slug: d.slug,
    priorityOrder: i + 1,
    logo: mediaUrl("department", d.slug, d.colour),
  }));
}

// ---------------------------------------------------------------------------------------------
// Categories

type SizeScheme = "clothing" | "footwear" | "os" | "bed";

interface LeafDef {
  name: string;
  singular: string;
  sizes: SizeScheme;
  depts: DeptSlug[];
  price: [number, number];
  materials: string[];
  weight: number;
}
interface L2Def {
  name: string;
  leaves: LeafDef[];
}
interface L1Def {
  name: string;
  colour: string;
  adjectives: string[];
  patterns: string[];
  care: string[];
  l2: L2Def[];
}

const leaf = (
  name: string,
  singular: string,
  sizes: SizeScheme,
  depts: DeptSlug[],
  price: [number, number],
  materials: string[],
  weight = 1,
): LeafDef => ({ name, singular, sizes, depts, price, materials, weight });

const TREE: L1Def[] = [
  {
    name: "Clothing",
    colour: "7043f7",
    adjectives: [
      "Relaxed",
      "Slim Fit",
      "Classic",
      "Everyday",
      "Oversized",
      "Tailored",
      "Breezy",
      "Heritage",
      "Essential",
      "Urban",
    ],
    patterns: ["Solid", "Striped", "Checked", "Printed", "Self-Design", "Embroidered", "Colourblocked"],
    care: ["Machine wash cold", "Gentle hand wash", "Dry clean recommended", "Do not bleach"],
    l2: [
      {
        name: "Topwear",
        leaves: [
          leaf(
            "T-Shirts",
            "T-Shirt",
            "clothing",
            ["men", "women", "kids"],
            [399, 1499],
            ["Cotton", "Organic Cotton", "Cotton Blend", "Modal"],
            3,
          ),
          leaf(
            "Shirts",
            "Shirt",
            "clothing",
            ["men", "women", "kids"],
            [899, 2999],
            ["Cotton", "Linen", "Cotton Blend", "Oxford Cotton"],
            2,
          ),
          leaf("Tops", "Top", "clothing", ["women", "kids"], [499, 1999], ["Rayon", "Cotton", "Georgette", "Crepe"], 2),
          leaf(
            "Sweatshirts",
            "Sweatshirt",
            "clothing",
            ["men", "women", "kids"],
            [999, 2999],
            ["Fleece", "Cotton Fleece", "French Terry"],
          ),
        ],
      },
      {
        name: "Bottomwear",
        leaves: [
          leaf("Jeans", "Jeans", "clothing", ["men", "women", "kids"], [1299, 3999], ["Denim", "Stretch Denim"], 2),
          leaf(
            "Trousers",
            "Trousers",
            "clothing",
            ["men", "women"],
            [999, 3499],
            ["Cotton Twill", "Linen", "Polyester Blend"],
          ),
          leaf("Shorts", "Shorts", "clothing", ["men", "women", "kids"], [499, 1499], ["Cotton", "Linen", "Polyester"]),
        ],
      },
      {
        name: "Ethnic Wear",
        leaves: [
          leaf(
            "Kurtas",
            "Kurta",
            "clothing",
            ["men", "women", "kids"],
            [699, 3999],
            ["Cotton", "Silk Blend", "Rayon", "Khadi"],
            2,
          ),
          leaf("Sarees", "Saree", "os", ["women"], [1499, 9999], ["Silk", "Cotton", "Georgette", "Chiffon"], 1.5),
          leaf(
            "Kurta Sets",
            "Kurta Set",
            "clothing",
            ["women", "men", "kids"],
            [1499, 5999],
            ["Cotton", "Rayon", "Silk Blend"],
          ),
        ],
      },
    ],
  },
  {
    name: "Footwear",
    colour: "e76f51",
    adjectives: ["Cushioned", "Lightweight", "Classic", "Street", "Retro", "Everyday", "Breathable", "Trail"],
    patterns: ["Solid", "Colourblocked", "Textured", "Perforated"],
    care: ["Wipe clean with a dry cloth", "Air dry away from direct heat", "Use a shoe tree to keep shape"],
    l2: [
      {
        name: "Casual Shoes",
        leaves: [
          leaf(
            "Sneakers",
            "Sneakers",
            "footwear",
            ["men", "women", "kids"],
            [1499, 7999],
            ["Canvas", "Leather", "Mesh", "Suede"],
            2,
          ),
          leaf("Loafers", "Loafers", "footwear", ["men", "women"], [1299, 4999], ["Leather", "Suede"]),
        ],
      },
      {
        name: "Sports Shoes",
        leaves: [
          leaf(
            "Running Shoes",
            "Running Shoes",
            "footwear",
            ["men", "women"],
            [1999, 8999],
            ["Mesh", "Knit", "Synthetic"],
            1.5,
          ),
        ],
      },
      {
        name: "Sandals & Slides",
        leaves: [
          leaf("Sandals", "Sandals", "footwear", ["men", "women", "kids"], [699, 2999], ["Leather", "Synthetic"]),
          leaf("Flip Flops", "Flip Flops", "footwear", ["men", "women", "kids"], [299, 999], ["EVA", "Rubber"]),
        ],
      },
    ],
  },
  {
    name: "Accessories",
    colour: "e9c46a",
    adjectives: ["Minimal", "Classic", "Vintage", "Structured", "Everyday", "Signature", "Compact"],
    patterns: ["Solid", "Textured", "Embellished"],
    care: ["Store in the dust bag provided", "Keep away from moisture", "Wipe with a soft cloth"],
    l2: [
      {
        name: "Bags",
        leaves: [
          leaf("Backpacks", "Backpack", "os", ["men", "women", "kids"], [999, 4999], ["Nylon", "Polyester", "Canvas"]),
          leaf("Handbags", "Handbag", "os", ["women"], [1299, 6999], ["Vegan Leather", "Leather", "Jute"]),
        ],
      },
      {
        name: "Watches & Eyewear",
        leaves: [
          leaf("Watches", "Watch", "os", ["men", "women"], [1499, 9999], ["Stainless Steel", "Leather Strap"]),
          leaf("Sunglasses", "Sunglasses", "os", ["men", "women"], [799, 3999], ["Polycarbonate", "Acetate", "Metal"]),
        ],
      },
      {
        name: "Jewellery",
        leaves: [
          leaf("Earrings", "Earrings", "os", ["women"], [299, 2499], ["Brass", "Sterling Silver", "Oxidised Silver"]),
        ],
      },
    ],
  },
  {
    name: "Home Decor",
    colour: "2a9d8f",
    adjectives: ["Handcrafted", "Artisan", "Rustic", "Minimal", "Block-Print", "Boho", "Heritage"],
    patterns: ["Solid", "Block Print", "Geometric", "Floral", "Textured"],
    care: ["Spot clean only", "Hand wash recommended", "Keep away from direct sunlight"],
    l2: [
      {
        name: "Furnishing",
        leaves: [
          leaf("Cushion Covers", "Cushion Cover", "os", ["home"], [299, 1299], ["Cotton", "Jute", "Velvet"]),
          leaf("Bedsheets", "Bedsheet", "bed", ["home"], [799, 3499], ["Cotton", "Percale Cotton"]),
        ],
      },
      {
        name: "Decor",
        leaves: [
          leaf("Vases", "Vase", "os", ["home"], [499, 2999], ["Ceramic", "Glass", "Terracotta"]),
          leaf("Candles", "Candle", "os", ["home"], [299, 1499], ["Soy Wax", "Beeswax"]),
        ],
      },
      {
        name: "Kitchen & Dining",
        leaves: [
          leaf("Mugs", "Mug", "os", ["home"], [249, 899], ["Stoneware", "Ceramic"]),
          leaf("Dinner Sets", "Dinner Set", "os", ["home"], [1499, 7999], ["Stoneware", "Porcelain"]),
        ],
      },
    ],
  },
];

/** A leaf category with its ancestry, as products need it. */
export interface LeafInfo {
  uid: number;
  slug: string;
  def: LeafDef;
  l1: { uid: number; slug: string; def: L1Def };
  l2: { uid: number; slug: string };
}

export interface CategoryTree {
  rows: CategoryRow[];
  leaves: LeafInfo[];
}

const unionDepts = (lists: DeptSlug[][]): DeptSlug[] =>
  DEPARTMENTS.map((d) => d.slug).filter((s) => lists.some((l) => l.includes(s)));

export function buildCategories(): CategoryTree {
  const rows: CategoryRow[] = [];
  const leaves: LeafInfo[] = [];
  let n1 = 0;
  let n2 = 0;
  let n3 = 0;
  const row = (
    uid: number,
    name: string,
    level: number,
    parentUid: number | null,
    depts: DeptSlug[],
    priority: number,
    colour: string,
  ) => {
    const slug = slugify(name);
    rows.push({
      uid,
      name,
      slug,
      level,
      parentUid,
      departmentUids: depts.map(deptUid),
      priority,
      bannerPortrait: mediaUrl("banner-portrait", slug, colour),
      bannerLandscape: mediaUrl("banner", slug, colour),
    });
    return slug;
  };
  for (const l1 of TREE) {
    const l1Uid = 1000 + ++n1;
    const l1Depts = unionDepts(l1.l2.flatMap((l2) => l2.leaves.map((lf) => lf.depts)));
    const l1Slug = row(l1Uid, l1.name, 1, null, l1Depts, n1, l1.colour);
    l1.l2.forEach((l2, i2) => {
      const l2Uid = 2000 + ++n2;
      const l2Slug = row(l2Uid, l2.name, 2, l1Uid, unionDepts(l2.leaves.map((lf) => lf.depts)), i2 + 1, l1.colour);
      l2.leaves.forEach((lf, i3) => {
        const uid = 3000 + ++n3;
        const slug = row(uid, lf.name, 3, l2Uid, lf.depts, i3 + 1, l1.colour);
        leaves.push({
          uid,
          slug,
          def: lf,
          l1: { uid: l1Uid, slug: l1Slug, def: l1 },
          l2: { uid: l2Uid, slug: l2Slug },
        });
      });
    });
  }
  return { rows, leaves };
}

// ---------------------------------------------------------------------------------------------
// Brands

interface BrandDef {
  name: string;
  depts: DeptSlug[];
  l1: string[];
  /** Restricts the brand to these leaf slugs (within its l1s). */
  only?: string[];
  colour: string;
  description: string;
}

const BRANDS: BrandDef[] = [
  {
    name: "Urban Loom",
    depts: ["men", "women"],
    l1: ["Clothing"],
    colour: "264653",
    description: "Everyday cotton essentials, knitted and stitched in Tiruppur.",
  },
  {
    name: "Kavya",
    depts: ["women"],
    l1: ["Clothing"],
    only: ["kurtas", "sarees", "kurta-sets", "tops"],
    colour: "d62870",
    description: "Contemporary ethnic wear with hand-block prints from Jaipur.",
  },
  {
    name: "Indigo Tales",
    depts: ["men", "women"],
    l1: ["Clothing"],
    only: ["jeans", "shirts", "t-shirts", "shorts", "trousers"],
    colour: "3f3d9a",
    description: "Denim and indigo-dyed cottons with a lived-in feel.",
  },
  {
    name: "Saffron Threads",
    depts: ["women", "men"],
    l1: ["Clothing"],
    only: ["kurtas", "kurta-sets", "sarees", "shirts"],
    colour: "f4a261",
    description: "Festive silhouettes in rich, sun-warmed colours.",
  },
  {
    name: "Little Lotus",
    depts: ["kids"],
    l1: ["Clothing", "Footwear"],
    colour: "e98ca8",
    description: "Soft, play-ready clothes and shoes for little ones.",
  },
  {
    name: "Northwind",
    depts: ["men"],
    l1: ["Clothing"],
    colour: "36454f",
    description: "Clean-cut menswear for the office and the weekend.",
  },
  {
    name: "Mulmul & Co",
    depts: ["women"],
    l1: ["Clothing"],
    colour: "a89bd8",
    description: "Feather-light mulmul cottons made for Indian summers.",
  },
  {
    name: "Desi Drift",
    depts: ["men", "women"],
    l1: ["Clothing"],
    colour: "b5522b",
    description: "Street-style graphics with a desi twist.",
  },
  {
    name: "Tiny Tribe",
    depts: ["kids"],
    l1: ["Clothing", "Accessories"],
    colour: "e9c46a",
    description: "Bright, durable kidswear and school bags.",
  },
  {
    name: "Rangrez",
    depts: ["women", "men"],
    l1: ["Clothing"],
    only: ["kurtas", "sarees", "kurta-sets"],
    colour: "7a1f2b",
    description: "Hand-dyed textiles from artisan clusters across Rajasthan.",
  },
  {
    name: "Coastline",
    depts: ["men", "women"],
    l1: ["Clothing", "Footwear"],
    only: ["shirts", "shorts", "t-shirts", "sandals", "flip-flops"],
    colour: "02d1cb",
    description: "Resort wear and beach-ready footwear from Goa.",
  },
  {
    name: "Khadi Roots",
    depts: ["men", "women"],
    l1: ["Clothing"],
    only: ["kurtas", "shirts", "trousers", "kurta-sets"],
    colour: "6b7a3a",
    description: "Handspun khadi, tailored for modern wardrobes.",
  },
  {
    name: "Metro Muse",
    depts: ["women"],
    l1: ["Clothing", "Accessories"],
    colour: "8e44ad",
    description: "Workwear and accessories for city commutes.",
  },
  {
    name: "Bombay Basics",
    depts: ["men", "women", "kids"],
    l1: ["Clothing"],
    only: ["t-shirts", "shorts", "sweatshirts", "jeans"],
    colour: "1f3a68",
    description: "Wardrobe staples at honest prices.",
  },
  {
    name: "Stride Lab",
    depts: ["men", "women"],
    l1: ["Footwear"],
    only: ["sneakers", "running-shoes"],
    colour: "e63946",
    description: "Performance running shoes engineered for Indian roads.",
  },
  {
    name: "Pavement",
    depts: ["men", "women", "kids"],
    l1: ["Footwear"],
    colour: "457b9d",
    description: "Versatile footwear for every pavement and pathway.",
  },
  {
    name: "Sole Story",
    depts: ["men", "women"],
    l1: ["Footwear"],
    colour: "6f4e37",
    description: "Handcrafted leather shoes with a story in every stitch.",
  },
  {
    name: "Jootiwala",
    depts: ["women", "men"],
    l1: ["Footwear"],
    only: ["sandals", "loafers", "flip-flops"],
    colour: "bc6c25",
    description: "Juttis, sandals and slip-ons inspired by Punjab.",
  },
  {
    name: "Trailhead",
    depts: ["men", "women"],
    l1: ["Footwear", "Accessories"],
    only: ["sneakers", "running-shoes", "sandals", "backpacks"],
    colour: "2e8b57",
    description: "Outdoor gear for weekend treks in the Sahyadris.",
  },
  {
    name: "Bounce Kids",
    depts: ["kids"],
    l1: ["Footwear"],
    colour: "f2705e",
    description: "Light, bendy shoes for growing feet.",
  },
  {
    name: "Chronos & Co",
    depts: ["men", "women"],
    l1: ["Accessories"],
    only: ["watches"],
    colour: "1c1c1c",
    description: "Minimal analogue watches with Japanese movements.",
  },
  {
    name: "Nazar Eyewear",
    depts: ["men", "women"],
    l1: ["Accessories"],
    only: ["sunglasses"],
    colour: "3a86ff",
    description: "UV-protective sunglasses in bold frames.",
  },
  {
    name: "Carry Theory",
    depts: ["men", "women", "kids"],
    l1: ["Accessories"],
    only: ["backpacks", "handbags"],
    colour: "6a994e",
    description: "Bags that carry your day, designed in Bengaluru.",
  },
  {
    name: "Jhumka House",
    depts: ["women"],
    l1: ["Accessories"],
    only: ["earrings", "handbags"],
    colour: "d9a520",
    description: "Statement jhumkas and festive potlis.",
  },
  {
    name: "Leatherline",
    depts: ["men", "women"],
    l1: ["Accessories", "Footwear"],
    only: ["handbags", "backpacks", "watches", "loafers", "sandals"],
    colour: "5c3d2e",
    description: "Full-grain leather goods from Kanpur tanneries.",
  },
  {
    name: "Aurum Lane",
    depts: ["women"],
    l1: ["Accessories"],
    only: ["earrings", "watches", "handbags"],
    colour: "c9a227",
    description: "Demi-fine jewellery and accessories.",
  },
  {
    name: "Dhaga Home",
    depts: ["home"],
    l1: ["Home Decor"],
    only: ["cushion-covers", "bedsheets"],
    colour: "2a9d8f",
    description: "Handloom furnishings from Panipat weavers.",
  },
  {
    name: "Mitti Studio",
    depts: ["home"],
    l1: ["Home Decor"],
    colour: "b5522b",
    description: "Earthy ceramics and decor from a Pondicherry studio.",
  },
  {
    name: "Kasa Living",
    depts: ["home"],
    l1: ["Home Decor"],
    colour: "457b9d",
    description: "Modern homeware with Indian craft roots.",
  },
  {
    name: "Lumen & Wick",
    depts: ["home"],
    l1: ["Home Decor"],
    only: ["candles", "vases"],
    colour: "f2c82e",
    description: "Hand-poured soy candles and glass decor.",
  },
  {
    name: "Neel Kamal Crafts",
    depts: ["home"],
    l1: ["Home Decor"],
    colour: "1f8a8a",
    description: "Blue pottery and block prints from Jaipur.",
  },
  {
    name: "Terracotta Tales",
    depts: ["home"],
    l1: ["Home Decor"],
    only: ["vases", "mugs", "dinner-sets", "candles"],
    colour: "c1440e",
    description: "Terracotta and stoneware, fired in small batches.",
  },
  {
    name: "Chai Collective",
    depts: ["home"],
    l1: ["Home Decor"],
    only: ["mugs", "dinner-sets"],
    colour: "8b5a2b",
    description: "Mugs and tableware for the perfect cutting chai.",
  },
  {
    name: "Sutra Sports",
    depts: ["men", "women"],
    l1: ["Clothing", "Footwear", "Accessories"],
    only: ["t-shirts", "shorts", "sweatshirts", "running-shoes", "sneakers", "backpacks"],
    colour: "ff6b35",
    description: "Activewear that keeps up with every rep.",
  },
];

interface BrandInfo {
  uid: number;
  slug: string;
  name: string;
  code: string;
  depts: DeptSlug[];
  l1: string[];
  only?: string[];
}

export function buildBrands(): { rows: BrandRow[]; infos: BrandInfo[] } {
  const rows: BrandRow[] = [];
  const infos: BrandInfo[] = [];
  BRANDS.forEach((b, i) => {
    const uid = 101 + i;
    const slug = slugify(b.name);
    rows.push({
      uid,
      name: b.name,
      slug,
      description: b.description,
      logo: mediaUrl("brand", slug, b.colour),
      bannerPortrait: mediaUrl("banner-portrait", slug, b.colour),
      bannerLandscape: mediaUrl("banner", slug, b.colour),
      departmentUids: b.depts.map(deptUid),
      priority: i + 1,
    });
    const code = b.name
      .split(/[^A-Za-z]+/)
      .filter(Boolean)
      .map((w) => w[0])
      .join("")
      .toUpperCase()
      .padEnd(2, b.name[1].toUpperCase());
    infos.push({ uid, slug, name: b.name, code, depts: b.depts, l1: b.l1, only: b.only });
  });
  return { rows, infos };
}

// ---------------------------------------------------------------------------------------------
// Products

const COLOURS: [string, string][] = [
  ["Black", "1c1c1c"],
  ["White", "f4f4f2"],
  ["Navy Blue", "1f3a68"],
  ["Olive", "6b7a3a"],
  ["Maroon", "7a1f2b"],
  ["Mustard", "d9a520"],
  ["Teal", "1f8a8a"],
  ["Beige", "d8c3a5"],
  ["Grey", "8a8d91"],
  ["Pink", "e98ca8"],
  ["Red", "c8273a"],
  ["Green", "2e8b57"],
  ["Lavender", "a89bd8"],
  ["Rust", "b5522b"],
  ["Sky Blue", "7fb8e6"],
  ["Cream", "f2e8cf"],
  ["Charcoal", "36454f"],
  ["Peach", "f6b89a"],
  ["Indigo", "3f3d9a"],
  ["Coral", "f2705e"],
  ["Brown", "6f4e37"],
  ["Yellow", "f2c82e"],
];

const ECO_MATERIALS = new Set([
  "Organic Cotton",
  "Linen",
  "Khadi",
  "Jute",
  "Soy Wax",
  "Beeswax",
  "Terracotta",
  "Vegan Leather",
]);
const DISCOUNTS: [number, number][] = [
  [0, 25],
  [10, 12],
  [15, 10],
  [20, 12],
  [25, 8],
  [30, 9],
  [35, 5],
  [40, 7],
  [45, 3],
  [50, 5],
  [60, 3],
  [70, 1],
];

interface SizeDef {
  value: string;
  display: string;
}

const ADULT = ["XS", "S", "M", "L", "XL", "XXL"];
const KIDS = ["2-3Y", "4-5Y", "6-7Y", "8-9Y", "10-11Y", "12-13Y"];

function sizeList(rng: Rng, scheme: SizeScheme, dept: DeptSlug): SizeDef[] {
  const run = (all: string[], min: number): string[] => {
    const len = rng.int(min, all.length);
    const start = rng.int(0, all.length - len);
    return all.slice(start, start + len);
  };
  switch (scheme) {
    case "clothing":
      return dept === "kids"
        ? run(KIDS, 3).map((v) => ({ value: v, display: v.replace("Y", " Years") }))
        : run(ADULT, 3).map((v) => ({ value: v, display: v }));
    case "footwear": {
      const range = dept === "kids" ? [1, 5] : dept === "women" ? [3, 8] : [6, 11];
      const all: string[] = [];
      for (let s = range[0]; s <= range[1]; s++) all.push(String(s));
      return run(all, 4).map((v) => ({ value: v, display: `UK ${v}` }));
    }
    case "bed":
      return run(["Single", "Double", "King"], 2).map((v) => ({ value: v.toLowerCase(), display: v }));
    case "os":
      return [{ value: "OS", display: "One Size" }];
  }
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

/** Marked prices end in 9: 449, 1299, 4999 … */
function roundPrice(x: number): number {
  return x < 1000 ? Math.max(99, Math.round(x / 50) * 50 - 1) : Math.round(x / 100) * 100 - 1;
}

interface CatalogContext {
  leaves: LeafInfo[];
  brands: BrandInfo[];
}

interface GeneratedProduct {
  product: ProductRow;
  sizes: ProductSizeRow[];
}

const PRODUCT_UID_BASE = 7_500_000;

/**
 * Yields `count` products (with their sizes) in uid order. Product i depends only on i and the
 * products before it, so a larger `count` extends a smaller one without changing it.
 */
export function* generateProducts(ctx: CatalogContext, count: number): Generator<GeneratedProduct> {
  const compatible = new Map<number, BrandInfo[]>();
  for (const lf of ctx.leaves) {
    const list = ctx.brands.filter(
      (b) =>
        b.l1.includes(lf.l1.def.name) &&
        (!b.only || b.only.includes(lf.slug)) &&
        b.depts.some((d) => lf.def.depts.includes(d)),
    );
    invariant(list.length > 0, `No brand sells ${lf.slug}`);
    compatible.set(lf.uid, list);
  }
  const cursor = new Map<number, number>();
  const usedSlugs = new Set<string>();
  const leafWeights = ctx.leaves.map((lf) => [lf, lf.def.weight] as const);

  for (let i = 0; i < count; i++) {
    const rng = new Rng(`vitrine:product:${i}`);
    const uid = PRODUCT_UID_BASE + i + 1;
    const lf = i < ctx.leaves.length ? ctx.leaves[i] : rng.weighted(leafWeights);
    const brandsFor = compatible.get(lf.uid);
    invariant(brandsFor, `no brands for ${lf.slug}`);
    // Round-robin over the leaf's brands (so every brand gets products), starting at a different
    // brand per leaf so the first products are not all from one label.
    const c = cursor.get(lf.uid) ?? ctx.leaves.indexOf(lf);
    cursor.set(lf.uid, c + 1);
    const brand = brandsFor[c % brandsFor.length];
    const dept = rng.pick(brand.depts.filter((d) => lf.def.depts.includes(d)));
    const l1 = lf.l1.def;
    const adjective = rng.pick(l1.adjectives);
    const [colourName, colourHex] = rng.pick(COLOURS);
    const material = rng.pick(lf.def.materials);
    const pattern = rng.pick(l1.patterns);
    const gender =
      dept === "men"
        ? "Men"
        : dept === "women"
          ? "Women"
          : dept === "kids"
            ? rng.pick(["Boys", "Girls", "Unisex"])
            : "Unisex";

    const name = `${brand.name} ${adjective} ${colourName} ${lf.def.singular}`;
    let slug = slugify(name);
    if (usedSlugs.has(slug)) slug = `${slug}-${uid}`;
    usedSlugs.add(slug);

    // Prices
    const [pmin, pmax] = lf.def.price;
    const baseMarked = roundPrice(pmin + rng.float() * (pmax - pmin));
    const discount = rng.weighted(DISCOUNTS);
    const withPaise = discount > 0 && rng.chance(0.04);
    const effectiveOf = (marked: number) => {
      if (discount === 0) return marked;
      const raw = (marked * (100 - discount)) / 100;
      return withPaise ? Math.floor(raw) + 0.5 : Math.round(raw);
    };
    const sizeDefs = sizeList(rng, lf.def.sizes, dept);
    const stepUp = sizeDefs.length >= 3 && rng.chance(0.2);
    const step = baseMarked < 1000 ? 50 : 100;
    const outOfStock = rng.chance(0.03);
    const storeUid = storeForProduct(i, lf);
    const sizes: ProductSizeRow[] = sizeDefs.map((s, pos) => {
      const bump = stepUp ? Math.max(0, pos - (sizeDefs.length - 3)) * step : 0;
      const marked = baseMarked + bump;
      return {
        articleId: `${uid}_${s.value}`,
        productUid: uid,
        value: s.value,
        display: s.display,
        position: pos,
        quantity: outOfStock ? 0 : rng.chance(0.15) ? 0 : rng.int(1, 40),
        priceMarked: marked,
        priceEffective: effectiveOf(marked),
        sellerIdentifier: `VT${uid}${String(pos + 1).padStart(2, "0")}`,
        storeUid,
      };
    });
    if (!outOfStock && sizes.every((s) => s.quantity === 0))
      sizes[Math.floor(sizes.length / 2)].quantity = rng.int(1, 40);
    const marked = sizes.map((s) => s.priceMarked);
    const effective = sizes.map((s) => s.priceEffective);
    const markedMin = Math.min(...marked);
    const effectiveMin = Math.min(...effective);

    // Popularity, rating, dates, tags
    const popularity = Math.floor(10000 * rng.float() ** 3);
    const hasRating = rng.chance(0.85);
    const rating = hasRating ? Math.round((2.5 + 2.5 * Math.sqrt(rng.float())) * 10) / 10 : null;
    const ratingCount = hasRating ? 1 + Math.floor((popularity / 10000) * 2400 + rng.int(0, 60)) : 0;
    const onlineMs = ONLINE_FROM + Math.floor((rng.float() * (ONLINE_TO - ONLINE_FROM)) / 60000) * 60000;
    const discountPercent = Math.round(((markedMin - effectiveMin) / markedMin) * 100);

    const tags: string[] = [];
    if (onlineMs > ONLINE_TO - 75 * 86_400_000) tags.push("new");
    if (popularity >= 6000) tags.push("bestseller");
    if (ECO_MATERIALS.has(material) || rng.chance(0.04)) tags.push("eco");
    if (rng.chance(0.07)) tags.push("featured");
    if (rng.chance(0.08)) tags.push("trending");
    if (lf.l2.slug === "ethnic-wear" || lf.slug === "earrings") tags.push("festive");
    let teaserTag: string | null = null;
    if (discountPercent >= 50 && rng.chance(0.6)) teaserTag = "Hot Deal";
    else if (tags.includes("bestseller") && rng.chance(0.5)) teaserTag = "Bestseller";
    else if (tags.includes("new") && rng.chance(0.5)) teaserTag = "New Season";
    else if (rng.chance(0.06)) teaserTag = "Limited Edition";

    const mediaCount = rng.int(2, 4);
    const medias = Array.from({ length: mediaCount }, (_, k) => ({
      url: mediaUrl("product", `${slug}-${k + 1}`, colourHex),
      type: "image" as const,
      alt: `${name} image ${k + 1}`,
    }));
    const single = lf.def.singular.toLowerCase();
    const product: ProductRow = {
      uid,
      slug,
      name,
      itemCode: `${brand.code}-${lf.slug.replace(/-/g, "").slice(0, 3).toUpperCase()}-${uid}`,
      itemType: "standard",
      brandUid: brand.uid,
      departmentUid: deptUid(dept),
      categoryL1Uid: lf.l1.uid,
      categoryL2Uid: lf.l2.uid,
      categoryUid: lf.uid,
      shortDescription: `${adjective} ${colourName.toLowerCase()} ${single} in ${material.toLowerCase()}.`,
      description:
        `This ${adjective.toLowerCase()} ${single} from ${brand.name} comes in ${article(pattern)} ${pattern.toLowerCase()} ${colourName.toLowerCase()} finish ` +
        `and is made from ${material.toLowerCase()}. ${rng.pick(DESCRIPTION_LINES[l1.name] ?? DESCRIPTION_LINES.Clothing)} ` +
        `${rng.pick(l1.care)}.`,
      attributes: {
        primary_color: colourName,
        primary_color_hex: colourHex,
        material,
        gender,
        pattern,
        essential: rng.chance(0.3) ? "Yes" : "No",
      },
      tags,
      highlights: [`${material}`, `${pattern} ${l1.name === "Home Decor" ? "design" : "pattern"}`, rng.pick(l1.care)],
      teaserTag,
      medias,
      priceMarkedMin: markedMin,
      priceMarkedMax: Math.max(...marked),
      priceEffectiveMin: effectiveMin,
      priceEffectiveMax: Math.max(...effective),
      discountPercent,
      currencyCode: "INR",
      sellable: sizes.some((s) => s.quantity > 0),
      rating,
      ratingCount,
      popularity,
      onlineDate: new Date(onlineMs),
      createdAt: BASE_DATE,
    };
    yield { product, sizes };
  }
}

const DESCRIPTION_LINES: Record<string, string[]> = {
  Clothing: [
    "Cut for an easy fit that works from morning meetings to evening plans.",
    "Pre-washed for softness so it feels broken-in from the first wear.",
    "Pair it with your favourite denims or dress it up for a festive evening.",
    "Breathable fabric keeps you comfortable through humid afternoons.",
  ],
  Footwear: [
    "A padded footbed and flexible sole keep you comfortable all day.",
    "The grippy outsole handles monsoon streets with ease.",
    "Designed for long walks, short runs and everything in between.",
  ],
  Accessories: [
    "Thoughtful details and sturdy hardware make it an everyday favourite.",
    "Finished by hand for a look that stands out without trying too hard.",
    "Sized to carry your essentials without weighing you down.",
  ],
  "Home Decor": [
    "Made by artisans in small batches, so every piece is slightly unique.",
    "Adds warmth and texture to living rooms, bedrooms and balconies.",
    "Makes a thoughtful gift for housewarmings and Diwali.",
  ],
};

// ---------------------------------------------------------------------------------------------
// Collections

interface CollectionDef {
  slug: string;
  name: string;
  description: string;
  type: "query" | "items";
  query: { attribute: string; op: string; value: (string | number)[] }[];
  tags: string[];
  colour: string;
  sortOn?: string;
  badge?: { text: string; color: string };
}

const COLLECTIONS: CollectionDef[] = [
  {
    slug: "new-arrivals",
    name: "New Arrivals",
    description: "The latest drops from our favourite labels, fresh this week.",
    type: "items",
    query: [],
    tags: ["featured", "new"],
    colour: "7043f7",
    sortOn: "latest",
    badge: { text: "New", color: "#7043F7" },
  },
  {
    slug: "bestsellers",
    name: "Bestsellers",
    description: "What everyone is buying right now.",
    type: "query",
    query: [{ attribute: "tag", op: "in", value: ["bestseller"] }],
    tags: ["featured"],
    colour: "e63946",
  },
  {
    slug: "festive-edit",
    name: "The Festive Edit",
    description: "Kurtas, sarees and jhumkas for Diwali, weddings and every celebration in between.",
    type: "query",
    query: [{ attribute: "category", op: "in", value: ["ethnic-wear", "earrings"] }],
    tags: ["featured", "seasonal"],
    colour: "d9a520",
  },
  {
    slug: "summer-essentials",
    name: "Summer Essentials",
    description: "Breezy tees, shorts, sandals and shades to beat the heat.",
    type: "query",
    query: [{ attribute: "category", op: "in", value: ["t-shirts", "shorts", "sandals", "flip-flops", "sunglasses"] }],
    tags: ["seasonal"],
    colour: "02d1cb",
  },
  {
    slug: "sneaker-store",
    name: "The Sneaker Store",
    description: "Everyday sneakers and running shoes for every stride.",
    type: "query",
    query: [{ attribute: "category", op: "in", value: ["casual-shoes", "running-shoes"] }],
    tags: ["featured"],
    colour: "e76f51",
  },
  {
    slug: "mega-sale",
    name: "Mega Sale: 50% Off and More",
    description: "Our deepest discounts, while stocks last.",
    type: "query",
    query: [{ attribute: "discount_percent", op: "gte", value: [50] }],
    tags: ["sale"],
    colour: "c8273a",
    sortOn: "discount_dsc",
    badge: { text: "Sale", color: "#E63946" },
  },
  {
    slug: "home-makeover",
    name: "Home Makeover",
    description: "Cushions, candles and ceramics to refresh every corner.",
    type: "query",
    query: [{ attribute: "department", op: "in", value: ["home"] }],
    tags: ["featured"],
    colour: "2a9d8f",
  },
  {
    slug: "staff-picks",
    name: "Staff Picks",
    description: "Handpicked favourites from the Vitrine team.",
    type: "items",
    query: [],
    tags: ["featured"],
    colour: "8e44ad",
  },
  {
    slug: "conscious-choices",
    name: "Conscious Choices",
    description: "Organic cotton, linen, khadi, jute and soy wax: made with care for the planet.",
    type: "query",
    query: [{ attribute: "tag", op: "in", value: ["eco"] }],
    tags: ["eco"],
    colour: "6a994e",
  },
  {
    slug: "womens-workwear",
    name: "Women's Workwear",
    description: "Shirts, tops and trousers for the working week.",
    type: "query",
    query: [
      { attribute: "department", op: "in", value: ["women"] },
      { attribute: "category", op: "in", value: ["shirts", "tops", "trousers"] },
    ],
    tags: [],
    colour: "457b9d",
  },
  {
    slug: "brand-spotlight",
    name: "Brand Spotlight",
    description: "This month's featured labels: Urban Loom, Stride Lab and Kavya.",
    type: "query",
    query: [{ attribute: "brand", op: "in", value: ["urban-loom", "stride-lab", "kavya"] }],
    tags: [],
    colour: "264653",
  },
];

const COLLECTION_UID_BASE = 9000;

/**
 * Collections plus the item rows of the "items" collections: new-arrivals holds `newest` (product
 * uids, newest first), staff-picks holds `picks`.
 */
export function buildCollections(
  newest: number[],
  picks: number[],
): { rows: CollectionRow[]; items: CollectionItemRow[] } {
  const rows: CollectionRow[] = [];
  const items: CollectionItemRow[] = [];
  COLLECTIONS.forEach((c, i) => {
    const uid = COLLECTION_UID_BASE + i + 1;
    rows.push({
      uid,
      slug: c.slug,
      name: c.name,
      description: c.description,
      type: c.type,
      query: c.query,
      logo: mediaUrl("collection", c.slug, c.colour),
      bannerPortrait: mediaUrl("banner-portrait", c.slug, c.colour),
      bannerLandscape: mediaUrl("banner", c.slug, c.colour),
      tags: c.tags,
      priority: i + 1,
      isActive: true,
      published: true,
      allowFacets: true,
      allowSort: true,
      sortOn: c.sortOn ?? "popular",
      badge: c.badge ?? { text: "", color: "" },
    });
    const list = c.slug === "new-arrivals" ? newest : c.slug === "staff-picks" ? picks : [];
    list.forEach((productUid, position) => items.push({ collectionUid: uid, productUid, position: position + 1 }));
  });
  return { rows, items };
}
