/**
 * Catalog module: products (listing with facets, detail, sizes, prices, sellers, variants,
 * comparison), search suggestions, the home listing, departments, categories, brands, collections,
 * and the signed-in shopper's follows.
 */
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { parseParams, parseQuery } from "../../http/errors";
import { requestOrderingStore } from "../../http/ordering-store";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";
import { getBrand, getCategory, listBrands, listCategories, listDepartments } from "./browse";
import { getCollection, listCollections } from "./collections";
import { autoComplete, compareProducts, productVariants } from "./discovery";
import { follow, followedIds, listFollows, unfollow } from "./follows";
import { collectionItems, homeListing, productListing } from "./listings";
import { loadPricing } from "./money";
import { productPrice, productSellers, productSizesOf } from "./offers";
import { stockScope } from "./store-stock";
import { productDetail } from "./products";
import { CatalogState } from "./state";
import {
  autoCompleteQuery,
  brandsQuery,
  collectionsQuery,
  compareQuery,
  compareSlugs,
  departmentQuery,
  followListQuery,
  followParams,
  followTypeParams,
  followTypeQuery,
  homeQuery,
  locationPincode,
  priceQuery,
  productQuery,
  sellersQuery,
  sizeParams,
  sizesQuery,
  slugParam,
} from "./validators";

export function catalogRoutes(db: Db, options: { now?: () => number } = {}) {
  const routes = new Hono<UserEnv>({ strict: true });
  const state = new CatalogState(db);
  const now = options.now ?? Date.now;
  /** The shopper's pincode: the `pincode` query parameter, else the x-location-detail header's. */
  const shopperPincode = (c: Context, fromQuery: string | undefined) =>
    fromQuery ?? locationPincode(c.req.header("x-location-detail"));
  /** The currency prices answer in: x-currency-code (unknown codes answer in INR). */
  const pricing = (c: Context) => loadPricing(db, c.req.header("x-currency-code"));
  /** The store the shopper chose to order from, when it decides the stock (store-stock.ts). */
  const scope = (c: Context<UserEnv>) => stockScope(db, c.get("application").id, requestOrderingStore(c));

  routes.get("/v1.0/products/", async (c) =>
    c.json(await productListing(db, state, parseQuery(c, productQuery), {}, await pricing(c), await scope(c))),
  );

  routes.get("/v1.0/products/compare/", async (c) => {
    const query = parseQuery(c, compareQuery);
    return c.json(await compareProducts(db, state, compareSlugs(query.slug), await pricing(c)));
  });

  routes.get("/v1.0/products/:slug/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    return c.json(await productDetail(db, state, slug, await pricing(c)));
  });

  routes.get("/v1.0/products/:slug/sizes/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    const query = parseQuery(c, sizesQuery);
    return c.json(await productSizesOf(db, state, slug, query.store_id, await pricing(c), await scope(c)));
  });

  routes.get("/v4.0/products/:slug/sizes/:size/price/", async (c) => {
    const { slug, size } = parseParams(c, sizeParams);
    const query = parseQuery(c, priceQuery);
    const pincode = shopperPincode(c, query.pincode);
    const context = { storeId: query.store_id, pincode, now: now(), pricing: await pricing(c), scope: await scope(c) };
    return c.json(await productPrice(db, slug, size, context));
  });

  routes.get("/v4.0/products/:slug/sizes/:size/sellers/", async (c) => {
    const { slug, size } = parseParams(c, sizeParams);
    const query = parseQuery(c, sellersQuery);
    return c.json(
      await productSellers(db, slug, size, {
        strategy: query.strategy,
        pageNo: query.page_no,
        pageSize: query.page_size,
        pincode: shopperPincode(c, query.pincode),
        now: now(),
        pricing: await pricing(c),
        scope: await scope(c),
      }),
    );
  });

  routes.get("/v1.0/products/:slug/variants/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    return c.json(await productVariants(db, slug));
  });

  routes.get("/v1.0/auto-complete/", async (c) => {
    const { q } = parseQuery(c, autoCompleteQuery);
    return c.json(await autoComplete(db, state, q, await pricing(c)));
  });

  routes.get("/v1.0/home/listing/", async (c) =>
    c.json(await homeListing(db, state, parseQuery(c, homeQuery), await pricing(c), await scope(c))),
  );

  routes.get("/v1.0/departments/", async (c) => c.json(await listDepartments(db)));

  routes.get("/v1.0/categories/", async (c) => {
    const { department } = parseQuery(c, departmentQuery);
    return c.json(await listCategories(db, department));
  });

  routes.get("/v1.0/categories/:slug/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    return c.json(await getCategory(db, slug));
  });

  routes.get("/v1.0/brands/", async (c) => c.json(await listBrands(db, parseQuery(c, brandsQuery))));

  routes.get("/v1.0/brands/:slug/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    return c.json(await getBrand(db, slug));
  });

  routes.get("/v1.0/collections/", async (c) => {
    const query = parseQuery(c, collectionsQuery);
    return c.json(await listCollections(db, c.get("application").id, query));
  });

  routes.get("/v1.0/collections/:slug/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    return c.json(await getCollection(db, c.get("application").id, slug));
  });

  routes.get("/v1.0/collections/:slug/items/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    const query = parseQuery(c, productQuery);
    return c.json(await collectionItems(db, state, slug, query, await pricing(c), await scope(c)));
  });

  // Follows: the signed-in shopper's. "ids" is registered before :collection_type so it is not taken for one.
  routes.use("/v1.0/follow/*", optionalUser(db, now), requireUser());
  const follower = (c: Context<UserEnv>) => ({
    applicationId: c.get("application").id,
    userId: currentUser(c).id,
  });

  routes.get("/v1.0/follow/ids/", async (c) => {
    const { collection_type } = parseQuery(c, followTypeQuery);
    return c.json(await followedIds(db, follower(c), collection_type));
  });

  routes.post("/v1.0/follow/:collection_type/:collection_id/", async (c) => {
    const { collection_type, collection_id } = parseParams(c, followParams);
    const item = { collectionType: collection_type, collectionId: collection_id };
    return c.json(await follow(db, follower(c), item, now()));
  });

  routes.delete("/v1.0/follow/:collection_type/:collection_id/", async (c) => {
    const { collection_type, collection_id } = parseParams(c, followParams);
    return c.json(await unfollow(db, follower(c), { collectionType: collection_type, collectionId: collection_id }));
  });

  routes.get("/v1.0/follow/:collection_type/", async (c) => {
    const { collection_type } = parseParams(c, followTypeParams);
    const { page_id, page_size } = parseQuery(c, followListQuery);
    const input = { collectionType: collection_type, pageId: page_id, pageSize: page_size };
    return c.json(await listFollows(db, state, follower(c), input, await pricing(c)));
  });

  return routes;
}
