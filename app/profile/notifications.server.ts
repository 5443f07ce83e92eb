/**
 * /notification-settings: the signed-in shopper's communication consent per channel
 * (getCommunicationConsent), and the form that changes it (upsertCommunicationConsent for each
 * channel whose answer changed), then a 303 back with a notice. Signed-out shoppers go to login.
 */
import { data, type AppLoadContext } from "@remix-run/node";
import { formFailure, serviceFailure } from "~/forms.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { changedChannels, notificationRows, readNotificationForm } from "~/lib/notification-settings";
import { displayName, noticeFor, profileNav } from "~/lib/profile";
import { doneRedirect, isCartDisabled, requireProfileUser } from "~/profile/guards.server";
import { requestScope } from "~/request-scope.server";
import { critical } from "~/sdk.server";

const PATH = "/notification-settings";

export async function loadNotificationSettings(request: Request, context: AppLoadContext) {
  const shopper = await requireProfileUser(request, context);
  const [consent, cartDisabled] = await Promise.all([
    critical(shopper.api.communication.getCommunicationConsent()),
    isCartDisabled(requestScope(request, context)),
  ]);
  return data(
    {
      name: displayName(shopper.user),
      nav: profileNav(cartDisabled),
      rows: notificationRows(consent),
      notice: noticeFor(new URL(request.url).searchParams.get("done")),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function handleNotificationSettings(request: Request, context: AppLoadContext) {
  const shopper = await requireProfileUser(request, context);
  const read = readNotificationForm(await request.formData());
  if (!read.ok) return formFailure(400, { intent: "notifications", errors: read.errors });
  try {
    const rows = notificationRows(await shopper.api.communication.getCommunicationConsent());
    for (const channel of changedChannels(rows, read.answers)) {
      await shopper.api.communication.upsertCommunicationConsent({
        body: { action: "upsert", channel, response: read.answers[channel] },
      });
    }
  } catch (error) {
    const failure = serviceFailure(error);
    return formFailure(failure.status, { intent: "notifications", formError: failure.message });
  }
  return doneRedirect(PATH, "notifications-saved");
}
