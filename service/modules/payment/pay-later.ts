/**
 * Pay later's customer check (verifyCustomerForPayment, spec part 2 §4): before a pay-later
 * provider is offered, it says whether it takes this shopper for this amount. The Sandbox's
 * providers, like real ones, need a mobile number and lend up to a limit per order (INR, the
 * amount comes in paise). Pure.
 */
import type { ValidateCustomerDetails } from "../../contract/types";
import { ApiError } from "../../http/errors";
import { SANDBOX_PAY_LATER, type SandboxChoice } from "./sandbox-catalogue";

/** The most each Sandbox provider lends for one order, in INR. */
export const PAY_LATER_LIMITS_INR: Record<string, number> = { SIMPL: 25_000, LAZYPAY: 10_000 };

const MOBILE = /^(\+?91)?[6-9]\d{9}$/;

/** The Sandbox's pay-later provider named `aggregator` (any case); 400 for an unknown one. */
export function payLaterProvider(aggregator: string): SandboxChoice {
  const provider = SANDBOX_PAY_LATER.find((p) => p.code.toLowerCase() === aggregator.trim().toLowerCase());
  if (!provider) throw new ApiError(400, `Unknown pay later provider ${aggregator}`);
  return provider;
}

/** What a provider answers a shopper without an Indian mobile number. */
export const needsMobile = (provider: SandboxChoice) =>
  `${provider.name} needs an Indian mobile number on your account`;

export function verifyPayLaterCustomer(input: {
  aggregator: string;
  transaction_amount_in_paise: number;
  phone_number: string;
}): ValidateCustomerDetails {
  const provider = payLaterProvider(input.aggregator);
  const limit = (PAY_LATER_LIMITS_INR[provider.code] ?? 0) * 100;
  const phone = input.phone_number.replace(/[\s-]/g, "");
  const reason = !MOBILE.test(phone)
    ? needsMobile(provider)
    : input.transaction_amount_in_paise > limit
      ? `${provider.name} lends up to ₹${limit / 100} per order`
      : null;
  return {
    success: true,
    message: reason ?? `${provider.name} approved this order`,
    data: { aggregator: provider.code, data: { approved: reason === null } },
  };
}
