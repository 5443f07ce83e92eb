/** /profile/my-cards/ (saved cards, removable; blocked when the cart is off) and /profile/address/ (saved addresses). */
import { data, type AppLoadContext, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { cardBrandLabel, formatExpiry, isCardExpired, maskCardNumber } from "~/lib/cards";
import { formatPhoneNumber } from "~/lib/phone.server";
import { critical } from "~/sdk.server";
import { failureFromService, formFailure, intentOf } from "~/forms.server";
import { doneRedirect, requireCartEnabled, requireProfileUser } from "~/profile/guards.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";

export async function loadCards({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCartEnabled(request, context);
  // Payment data first (spec: my-cards loads it before showing the page); always fresh.
  const list = await critical(api.payment.getActiveUserCards({ forceRefresh: true }));
  const now = new Date();
  return data(
    {
      cards: (list.data ?? []).map((card) => ({
        id: card.card_id,
        brand: cardBrandLabel(card.card_brand),
        number: maskCardNumber(card.card_number),
        name: card.card_name || card.nickname || "",
        expiry: formatExpiry(card.exp_month, card.exp_year),
        expired: isCardExpired(card, now),
      })),
      done: new URL(request.url).searchParams.get("done"),
    },
    { headers: PRIVATE_HEADERS },
  );
}

const removeSchema = z.object({ cardId: z.string({ required_error: "Unknown card" }).max(200, "Unknown card") });

export async function handleCardsAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireCartEnabled(request, context);
  const formData = await request.formData();
  const intent = intentOf(formData);
  if (intent !== "remove") return formFailure(400, { intent, formError: "Unknown action" });
  const submission = parseWithZod(formData, { schema: removeSchema });
  if (submission.status !== "success") return formFailure(400, { intent, formError: "Unknown card" });
  try {
    await api.payment.deleteUserCard({ body: { card_id: submission.value.cardId } });
  } catch (error) {
    return failureFromService(error, intent, {}, {});
  }
  return doneRedirect("/profile/my-cards/", "card-removed");
}

export async function loadAddresses(request: Request, context: AppLoadContext) {
  const { api } = await requireProfileUser(request, context);
  const list = await critical(api.cart.getAddresses());
  return data(
    {
      addresses: (list.address ?? []).map((a) => ({
        id: a.id,
        name: a.name,
        type: a.address_type,
        lines: [a.address, a.area, a.landmark].map((l) => l?.trim()).filter((l): l is string => Boolean(l)),
        pincode: a.area_code,
        city: a.city,
        state: a.state,
        country: a.country,
        phone: a.phone ? formatPhoneNumber(a.country_phone_code || "91", a.phone) : "",
        isDefault: Boolean(a.is_default_address),
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}
