/** Inputs of the configuration routes. */
import { z } from "zod";
import { queryBool, queryInt } from "../../http/errors";

/** Any id: one that names no currency is a 404, as before ids were validated. */
export const currencyParams = z.object({ id: z.string() });

/** The storefront asks for 12 stores a page and for at most 500 at once. */
const ORDERING_STORES_PAGE_SIZE = 12;
const ORDERING_STORES_LIMIT = 500;

const search = z.string().trim().max(200, "q must be at most 200 characters");

export const orderingStoresQuery = z.object({
  page_no: queryInt(1, 100_000).default(1),
  page_size: queryInt(1, ORDERING_STORES_LIMIT).default(ORDERING_STORES_PAGE_SIZE),
  /** Part of a store's name, display name, code, city or pincode. */
  q: search.optional(),
});
export type OrderingStoresQuery = z.infer<typeof orderingStoresQuery>;

const storeUid = (name: string) =>
  z.coerce
    .number({ invalid_type_error: `${name} must be a store uid` })
    .int(`${name} must be a store uid`)
    .positive(`${name} must be a store uid`)
    .max(2_147_483_647, `${name} must be a store uid`);

export const storeParams = z.object({ store_id: storeUid("store_id") });

/** POST configuration/v1.0/ordering-store/select (Fynd's OrderingStoreSelectRequest). */
export const orderingStoreSelectBody = z.object(
  {
    ordering_store: z.object(
      {
        uid: z
          .number({
            required_error: "ordering_store.uid is required",
            invalid_type_error: "ordering_store.uid must be a store uid",
          })
          .int("ordering_store.uid must be a store uid")
          .positive("ordering_store.uid must be a store uid"),
      },
      { required_error: "ordering_store is required", invalid_type_error: "ordering_store must be an object" },
    ),
  },
  { invalid_type_error: "The body must be an object" },
);

const staffFilters = {
  order_incent: queryBool.optional(),
  ordering_store: storeUid("ordering_store").optional(),
  user: z.string().trim().max(64, "user must be at most 64 characters").optional(),
};

export const staffQuery = z.object(staffFilters);
export type StaffQuery = z.infer<typeof staffQuery> & { user_name?: string };

export const staffListQuery = z.object({
  ...staffFilters,
  user_name: search.optional(),
  page_no: queryInt(1, 100_000).default(1),
  page_size: queryInt(1, 100).default(10),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;
