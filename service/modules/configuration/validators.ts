/** Inputs of the configuration routes. */
import { z } from "zod";

/** Any id: one that names no currency is a 404, as before ids were validated. */
export const currencyParams = z.object({ id: z.string() });
