/** Inputs of the content routes. */
import { z } from "zod";
import { queryInt } from "../../http/errors";

export const navigationsQuery = z.object({
  page_no: queryInt(1, 10_000).default(1),
  page_size: queryInt(1, 100).default(20),
});
export type NavigationsQuery = z.infer<typeof navigationsQuery>;
