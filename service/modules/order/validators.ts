/** Inputs of the order routes. */
import { z } from "zod";
import { queryBool } from "../../http/errors";

export const orderParams = z.object({
  order_id: z.string().trim().min(1, "order_id is required").max(40, "order_id must be at most 40 characters"),
});

/** allow_inactive: every order this store keeps is active, so it changes nothing. */
export const orderQuery = z.object({ allow_inactive: queryBool.optional() });
