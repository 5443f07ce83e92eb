/** Inputs of the payment routes. */
import { z } from "zod";
import { queryBool } from "../../http/errors";

/** force_refresh asks the gateway again; cards live here, so it changes nothing. */
export const cardsQuery = z.object({ force_refresh: queryBool.optional() });

export const removeBody = z.object({
  card_id: z
    .string({ required_error: "card_id is required", invalid_type_error: "card_id must be text" })
    .trim()
    .min(1, "card_id is required")
    .max(100, "card_id must be at most 100 characters"),
});
