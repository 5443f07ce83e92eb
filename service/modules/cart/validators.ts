/** Inputs of the cart routes: the address list's query (the official SDK's filters). */
import { z } from "zod";

const text = (name: string, max: number) => z.string().trim().max(max, `${name} must be at most ${max} characters`);

export const addressQuery = z.object({
  // Accepted for the official SDK; the cart does not change which addresses a shopper has.
  cart_id: text("cart_id", 100).optional(),
  buy_now: z.enum(["true", "false"], { message: "buy_now must be true or false" }).optional(),
  mobile_no: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s()+-]/g, ""))
    .pipe(z.string().regex(/^\d{0,15}$/, "mobile_no must contain only digits"))
    .optional(),
  checkout_mode: z.enum(["self", "other"], { message: "checkout_mode must be self or other" }).optional(),
  tags: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((t) => t.split(","))
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(text("tags", 50)).max(20, "At most 20 tags"))
    .optional(),
  is_default: z.enum(["true", "false"], { message: "is_default must be true or false" }).optional(),
});
export type AddressQuery = z.infer<typeof addressQuery>;
