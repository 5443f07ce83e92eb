/**
 * The bag (/cart/bag/): the shopper's cart with every line and the price breakup, trimmed and
 * formatted here so the page ships no money formatters (loader data travels inline in the page).
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { cartIdOf, rememberCart } from "~/cart/cart.server";
import { breakupRows, itemCountLabel, type BreakupRow } from "~/lib/cart/breakup";
import { appliedCouponView, withQuery, type AppliedCouponView } from "~/lib/cart/coupons";
import {
  offerForms,
  rewardPointsView,
  type OfferForm,
  type RewardPointsView,
  type StaffChoiceView,
} from "~/lib/cart/offers";
import { staffChoice } from "~/cart/offers.server";
import { BAG_PATH, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from "~/lib/cart/intent";
import { productUrl, safeHref } from "~/lib/links";
import { sizePriceView, type PriceView } from "~/lib/price-view";
import { formatPrice } from "~/lib/money";
import type { CartDetailResponse, CartProductInfo } from "~/sdk/api";
import { critical } from "~/sdk.server";
import { isCartDisabled } from "~/profile/guards.server";
import { requestScope } from "~/request-scope.server";
import { commitSession } from "~/session.server";

export interface BagLine {
  key: string;
  /** The line's ids, sent back by its forms. */
  identifier: string;
  itemId: number;
  size: string;
  sizeDisplay: string;
  articleId: string;
  itemIndex: number;
  name: string;
  brand: string;
  href: string;
  image: { src: string; alt: string } | null;
  /** The line's price (all units). */
  price: PriceView;
  /** "₹999 each" when there is more than one. */
  unitPrice: string | null;
  quantity: number;
  min: number;
  max: number;
  outOfStock: boolean;
  /** Why the line cannot be checked out as it is, or null. */
  problem: string | null;
}

interface BagData {
  lines: BagLine[];
  /** "3 items": the sum of the quantities. */
  countLabel: string;
  breakup: BreakupRow[];
  isValid: boolean;
  /** The cart's own message (e.g. why it cannot be checked out), or "". */
  message: string;
  deliveryChargeInfo: string;
  /** The coupon on the cart, or null (the coupon box then offers its field). */
  coupon: AppliedCouponView | null;
  /** The reward points toggle, when the signed-in shopper has points to use here. */
  rewardPoints: RewardPointsView | null;
  /** The staff selection, when the store's staff_selection feature is on (set by loadBag). */
  staff: StaffChoiceView | null;
  /** The forms of both, as the bag renders them. */
  offerForms: OfferForm[];
  /** The bag and the coupon list, with the query the bag was opened with (coupon forms go back to it). */
  bagHref: string;
  couponsHref: string;
}

/** The coupon list's path. */
const COUPONS_PATH = "/cart/available-coupons/";

const OUT_OF_STOCK_TEXT = "Out of stock";
const UNAVAILABLE_TEXT = "This item is not available";

function bagLine(line: CartProductInfo, index: number): BagLine {
  const image = line.product.images.find((i) => i.secure_url || i.url);
  const src = image ? safeHref(image.secure_url || image.url, "") : "";
  const sizeDisplay =
    line.availability.available_sizes.find((s) => s.value === line.article.size)?.display ?? line.article.size;
  const unit = line.price_per_unit.converted;
  const bounds = line.moq ?? { minimum: MIN_LINE_QUANTITY, maximum: MAX_LINE_QUANTITY };
  const outOfStock = line.availability.out_of_stock;
  return {
    key: line.key,
    identifier: line.identifiers.identifier,
    itemId: line.product.uid,
    size: line.article.size,
    sizeDisplay,
    articleId: line.article.uid,
    itemIndex: index,
    name: line.product.name,
    brand: line.product.brand.name,
    href: productUrl(line.product.slug),
    image: src ? { src, alt: line.product.name } : null,
    price: sizePriceView(line.price.converted, line.discount),
    unitPrice:
      line.quantity > 1 ? `${formatPrice(unit.effective, unit.currency_symbol, unit.currency_code)} each` : null,
    quantity: line.quantity,
    min: Math.max(MIN_LINE_QUANTITY, bounds.minimum || MIN_LINE_QUANTITY),
    max: Math.min(MAX_LINE_QUANTITY, bounds.maximum || MAX_LINE_QUANTITY),
    outOfStock,
    problem: outOfStock
      ? line.message || OUT_OF_STOCK_TEXT
      : line.availability.is_valid
        ? null
        : line.message || UNAVAILABLE_TEXT,
  };
}

export function bagData(cart: CartDetailResponse | null, search = ""): BagData {
  const lines = cart?.items.map(bagLine) ?? [];
  return {
    lines,
    countLabel: itemCountLabel(lines.reduce((sum, line) => sum + line.quantity, 0)),
    breakup:
      cart && lines.length
        ? breakupRows(cart.breakup_values.display, { code: cart.currency.code, symbol: cart.currency.symbol })
        : [],
    isValid: cart?.is_valid ?? false,
    message: cart?.message ?? "",
    deliveryChargeInfo: cart?.delivery_charge_info ?? "",
    coupon: cart ? appliedCouponView(cart.coupon, cart.currency) : null,
    rewardPoints: cart && lines.length ? rewardPointsView(cart.breakup_values.loyalty_points) : null,
    staff: null,
    offerForms: [],
    bagHref: withQuery(BAG_PATH, search),
    couponsHref: withQuery(COUPONS_PATH, search),
  };
}

export async function loadBag(request: Request, context: AppLoadContext) {
  const scope = requestScope(request, context);
  // A theme that disables the cart (catalogue-only store) sends shoppers home (spec part 2 §2).
  if (await isCartDisabled(scope)) throw redirect("/");
  const session = await scope.session();
  const id = cartIdOf(session);
  const { search } = new URL(request.url);
  // An anonymous shopper without a cart id has no cart: nothing to ask.
  if (!id && !session.get("userToken")) return data(bagData(null, search));
  const api = await scope.shopperApi();
  const cart = await critical(api.cart.getCart({ id, i: true, b: true }));
  const changed = rememberCart(session, cart.id);
  const bag = bagData(cart, search);
  if (bag.lines.length) bag.staff = await staffChoice(api, cart);
  bag.offerForms = offerForms(bag.rewardPoints, bag.staff, bag.bagHref);
  return data(bag, { headers: changed ? { "Set-Cookie": await commitSession(session) } : undefined });
}
