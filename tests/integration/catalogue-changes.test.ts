/**
 * The catalogue's change notifications (migration 0016, ServiceRuntime.onCatalogueChange): what the
 * storefront's page cache empties itself on (decision 21). A committed change of what catalogue pages
 * show notifies; selling a few pieces does not; a rolled-back change does not.
 */
import { and, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, productSizes } from "../../service/db/schema";
import { drivers, settle, until, useTestService } from "./helpers";

describe.each(drivers)("catalogue change notifications on %s", (driver) => {
  const runtime = useTestService(driver);

  it("tells listeners when the catalogue changes, not when a few pieces sell", async () => {
    const { db } = runtime().database;
    let heard = 0;
    await runtime().onCatalogueChange(() => heard++);
    const [product] = await db.select().from(products).limit(1);
    await db
      .update(products)
      .set({ name: `${product.name} ` })
      .where(eq(products.uid, product.uid));
    await until(() => heard === 1);

    const [article] = await db.select().from(productSizes).where(gt(productSizes.quantity, 3)).limit(1);
    await db
      .update(productSizes)
      .set({ quantity: article.quantity - 1 })
      .where(eq(productSizes.articleId, article.articleId));
    await settle();
    expect(heard).toBe(1);

    // Sold out: the size leaves the filters, the pages change.
    await db.update(productSizes).set({ quantity: 0 }).where(eq(productSizes.articleId, article.articleId));
    await until(() => heard === 2);

    // A change that is rolled back was never made.
    await db
      .transaction(async (tx) => {
        await tx
          .update(products)
          .set({ name: product.name })
          .where(and(eq(products.uid, product.uid)));
        throw new Error("rolled back");
      })
      .catch(() => {});
    await settle();
    expect(heard).toBe(2);
  });
});
