import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { Database } from "../../service/db/client";
import { newId } from "../../service/db/ids";
import { ownedBy, type Owner, type OwnedTable } from "../../service/db/owner";
import { applications, follows, products, users } from "../../service/db/schema";
import { TEST_APPLICATION_ID } from "../integration/constants";
import { openTestDatabase } from "../integration/helpers";

describe("ownedBy: the rows of one shopper of one application", () => {
  let database: Database;
  const otherApplicationId = newId();
  const shopperId = newId();
  const otherShopperId = newId();
  const owner: Owner = { applicationId: TEST_APPLICATION_ID, userId: shopperId };

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    const { db } = database;
    await db.insert(applications).values({
      id: otherApplicationId,
      name: "Other store",
      slug: "other-store",
      token: newId(),
      companyId: 1,
      domain: "other.example",
    });
    await db.insert(users).values([
      { id: shopperId, applicationId: TEST_APPLICATION_ID },
      { id: otherShopperId, applicationId: TEST_APPLICATION_ID },
    ]);
    await db.insert(follows).values([
      { applicationId: TEST_APPLICATION_ID, userId: shopperId, collectionType: "products", collectionId: "1" },
      { applicationId: TEST_APPLICATION_ID, userId: shopperId, collectionType: "brands", collectionId: "2" },
      // Another shopper of the same application.
      { applicationId: TEST_APPLICATION_ID, userId: otherShopperId, collectionType: "products", collectionId: "3" },
      // The same shopper id under another application.
      { applicationId: otherApplicationId, userId: shopperId, collectionType: "products", collectionId: "4" },
    ]);
  });

  afterAll(async () => {
    await database?.close();
  });

  const followed = async (where: ReturnType<typeof ownedBy> | undefined) =>
    (await database.db.select({ id: follows.collectionId }).from(follows).where(where)).map((row) => row.id).sort();

  it("selects only the owner's rows: not another shopper's, not another application's", async () => {
    expect(await followed(ownedBy(follows, owner))).toEqual(["1", "2"]);
    expect(await followed(ownedBy(follows, { applicationId: TEST_APPLICATION_ID, userId: otherShopperId }))).toEqual([
      "3",
    ]);
    expect(await followed(ownedBy(follows, { applicationId: otherApplicationId, userId: shopperId }))).toEqual(["4"]);
    expect(await followed(ownedBy(follows, { applicationId: otherApplicationId, userId: otherShopperId }))).toEqual([]);
  });

  it("narrows further inside a larger and(...)", async () => {
    expect(await followed(and(ownedBy(follows, owner), eq(follows.collectionType, "products")))).toEqual(["1"]);
  });

  it("takes only tables with the owning application and shopper (a type check: tsc)", () => {
    expectTypeOf(follows).toExtend<OwnedTable>();
    expectTypeOf(users).not.toExtend<OwnedTable>();
    expectTypeOf(products).not.toExtend<OwnedTable>();
  });
});
