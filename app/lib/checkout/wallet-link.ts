/**
 * Linking a wallet at checkout (spec part 2 §4: "Wallet linking runs in two steps (initiate, then
 * verify)") on its own page, its state in the URL so it works without JavaScript: `wallet` and
 * `from` (the checkout page to return to) open the mobile step, `link_token` and `link_to` (the
 * masked number the code went to) the code step; the checkout's own query comes along. Pure.
 */
import { z } from "zod";
import { OTP_LENGTH } from "~/sdk/validation";

/** The page that links a wallet, and the checkout pages it returns to. */
const LINK_WALLET = "/cart/link-wallet";
export const LINK_RETURNS = { payment: "/cart/payment-info", checkout: "/cart/checkout" } as const;
type LinkReturn = keyof typeof LINK_RETURNS;

const linkQuery = z.object({
  wallet: z
    .string()
    .regex(/^[A-Z0-9_]{2,40}$/)
    .optional()
    .catch(undefined),
  from: z.enum(["payment", "checkout"]).catch("payment"),
  link_token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional()
    .catch(undefined),
  link_to: z
    .string()
    .regex(/^[0-9x]{4,15}$/)
    .optional()
    .catch(undefined),
});

interface WalletLinkStep {
  /** The wallet's code, or null when the URL names none. */
  code: string | null;
  /** The checkout page to go back to. */
  from: LinkReturn;
  /** The code step: the link's token and the masked number the code went to; null on the mobile step. */
  sent: { token: string; to: string } | null;
}

export function walletLinkStep(params: URLSearchParams): WalletLinkStep {
  const q = linkQuery.parse({
    wallet: params.get("wallet") ?? undefined,
    from: params.get("from") ?? undefined,
    link_token: params.get("link_token") ?? undefined,
    link_to: params.get("link_to") ?? undefined,
  });
  return {
    code: q.wallet ?? null,
    from: q.from,
    sent: q.link_token && q.link_to ? { token: q.link_token, to: q.link_to } : null,
  };
}

/** The link page for a wallet, carrying the checkout's query (`checkoutHref` is the page's own URL). */
export function linkWalletHref(
  checkoutHref: string,
  code: string,
  from: LinkReturn,
  sent?: { token: string; to: string },
) {
  const query = checkoutHref.includes("?") ? checkoutHref.slice(checkoutHref.indexOf("?") + 1) : "";
  const params = new URLSearchParams(query);
  for (const key of ["wallet", "from", "link_token", "link_to"]) params.delete(key);
  params.set("wallet", code);
  params.set("from", from);
  if (sent) {
    params.set("link_token", sent.token);
    params.set("link_to", sent.to);
  }
  return `${LINK_WALLET}?${params}`;
}

const MOBILE_MESSAGE = "Enter a 10-digit Indian mobile number";
const CODE_MESSAGE = `Enter the ${OTP_LENGTH}-digit code`;

/** The mobile step's form. */
export const walletMobileForm = z.object({
  mobile: z
    .string({ required_error: MOBILE_MESSAGE })
    .trim()
    .regex(/^(?:\+?91[\s-]?|0)?[6-9]\d{9}$/, MOBILE_MESSAGE),
});

/** The code step's form. */
export const walletCodeForm = z.object({
  link_token: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, "Start again: send a new code"),
  otp: z
    .string({ required_error: CODE_MESSAGE })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), CODE_MESSAGE),
});
