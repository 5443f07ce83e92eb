/**
 * The shared cart page (/shared-cart/:token): the lines someone shared (priced now) and who shared
 * them, with "Add to my bag" (merge) and "Replace my bag" (replace). Works signed out: the anonymous
 * shopper's cart is the `cartId` of the session, created by the merge when there is none. Both
 * forms go to the bag (303) with the outcome as a one-time notice.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { refusal } from "~/cart/action.server";
import { bagData } from "~/cart/bag.server";
import { cartIdOf, rememberCart } from "~/cart/cart.server";
import { BAG_PATH } from "~/lib/cart/intent";
import type { SharedCartDetails } from "~/sdk/api";
import { critical } from "~/sdk.server";
import { isCartDisabled } from "~/profile/guards.server";
import { requestScope } from "~/request-scope.server";
import { commitSession } from "~/session.server";

const SHARED_CART_MESSAGES = {
  merged: "The shared items are in your bag",
  replaced: "Your bag now holds the shared items",
  intent: "Choose Add to my bag or Replace my bag",
} as const;

const sharedCartIntent = z.object({
  intent: z.enum(["merge", "replace"], { message: SHARED_CART_MESSAGES.intent }),
});

/** "Asha Rao", or null when the sharer was signed out (or has no name). */
function sharerName(details: SharedCartDetails): string | null {
  const name = `${details.user.first_name} ${details.user.last_name}`.trim();
  return details.user.is_anonymous || !name ? null : name;
}

const sharedOn = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );

export async function loadSharedCart({ request, context, params }: LoaderFunctionArgs) {
  const scope = requestScope(request, context);
  // A theme that disables the cart (catalogue-only store) sends shoppers home, as the bag does.
  if (await isCartDisabled(scope)) throw redirect("/");
  const token = params.token ?? "";
  const { cart } = await critical((await scope.shopperApi()).cart.getCartSharedItems({ token }));
  const details = cart.shared_cart_details;
  return data({
    ...bagData(cart),
    sharedBy: sharerName(details),
    sharedOn: details.created_on ? sharedOn(details.created_on) : null,
  });
}

export async function sharedCartAction({ request, context, params }: ActionFunctionArgs) {
  const scope = requestScope(request, context);
  if (await isCartDisabled(scope)) throw redirect("/", 303);
  const form = await request.formData();
  const parsed = sharedCartIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: SHARED_CART_MESSAGES.intent }, { status: 400 });
  const session = await scope.session();
  const back = new URL(request.url).pathname;
  try {
    const answer = await (
      await scope.shopperApi()
    ).cart.updateCartWithSharedItems({
      token: params.token ?? "",
      action: parsed.data.intent,
      id: cartIdOf(session),
    });
    rememberCart(session, answer.cart.id);
    const done = parsed.data.intent === "merge" ? SHARED_CART_MESSAGES.merged : SHARED_CART_MESSAGES.replaced;
    session.flash("cartNotice", {
      tone: answer.error ? "error" : "success",
      message: answer.error ? `${done}. ${answer.error}` : done,
    });
    return redirect(BAG_PATH, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    session.flash("cartNotice", { tone: "error", message: refusal(error).message });
    return redirect(back, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  }
}
