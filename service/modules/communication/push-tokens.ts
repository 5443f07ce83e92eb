/** Push tokens of the store's apps: one per device, updated in place; "reset" expires it. */
import type { PushToken } from "../../contract/types";
import type { Db } from "../../db/client";
import { newId } from "../../db/ids";
import { pushTokens } from "../../db/schema";
import type { PushTokenBody } from "./validators";

/** Whose token: the store and the signed-in shopper, if any. */
interface TokenOwner {
  applicationId: string;
  userId?: string;
}

export async function upsertPushToken(db: Db, owner: TokenOwner, body: PushTokenBody, now: Date): Promise<PushToken> {
  const values = {
    userId: owner.userId ?? null,
    bundleIdentifier: body.bundle_identifier,
    pushToken: body.push_token,
    type: body.type,
    platform: body.type,
    expiredAt: body.action === "reset" ? now : null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(pushTokens)
    .values({
      id: newId(),
      applicationId: owner.applicationId,
      uniqueDeviceId: body.unique_device_id,
      createdAt: now,
      ...values,
    })
    .onConflictDoUpdate({ target: [pushTokens.applicationId, pushTokens.uniqueDeviceId], set: values })
    .returning();
  return {
    _id: row.id,
    application_id: row.applicationId,
    user_id: row.userId ?? "",
    unique_device_id: row.uniqueDeviceId,
    bundle_identifier: row.bundleIdentifier,
    push_token: row.pushToken,
    type: row.type,
    platform: row.platform,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    expired_at: row.expiredAt?.toISOString() ?? "",
  };
}
