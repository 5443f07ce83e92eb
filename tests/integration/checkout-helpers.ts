/**
 * Shoppers ready to check out, written straight to the database (no HTTP round trips): a user, a
 * saved address and an open cart with its lines each. For tests that race many checkouts
 * (checkout.test.ts, checkout-restart.test.ts).
 */
import type { Db } from "../../service/db/client";
import { addresses, cartLines, carts, users } from "../../service/db/schema";
import { newId } from "../../service/modules/user/sessions";
import { TEST_APPLICATION_ID } from "./constants";

export interface CartLineSeed {
  productUid: number;
  size: string;
  articleId: string;
  quantity: number;
}

export interface ShopperSeed {
  userId: string;
  cartId: string;
  addressId: string;
  lines: CartLineSeed[];
}

export async function insertShoppersWithCarts(db: Db, shoppers: ShopperSeed[], name = "Race Test"): Promise<void> {
  const [firstName, lastName] = name.split(" ");
  await db
    .insert(users)
    .values(shoppers.map((s) => ({ id: s.userId, applicationId: TEST_APPLICATION_ID, firstName, lastName })));
  await db.insert(addresses).values(
    shoppers.map((s) => ({
      id: s.addressId,
      applicationId: TEST_APPLICATION_ID,
      userId: s.userId,
      name,
      address: "1 Main Road",
      areaCode: "560038",
      city: "Bengaluru",
      state: "Karnataka",
    })),
  );
  await db
    .insert(carts)
    .values(shoppers.map((s) => ({ id: s.cartId, applicationId: TEST_APPLICATION_ID, userId: s.userId })));
  await db.insert(cartLines).values(
    shoppers.flatMap((s) =>
      s.lines.map((l) => ({
        id: newId(),
        cartId: s.cartId,
        productUid: l.productUid,
        size: l.size,
        articleId: l.articleId,
        quantity: l.quantity,
      })),
    ),
  );
}
