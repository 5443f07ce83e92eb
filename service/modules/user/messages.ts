/**
 * The texts of the SMS and e-mails the user module sends (decision 0005): one-time codes,
 * verification links and password-reset links, and the storefront URLs the links point at.
 */
import { loadConfig } from "../../../config/env";
import type { OutgoingMessage } from "../../mail/outbox";
import type { CodeChannel, CodePurpose } from "./codes";

/** The storefront's base URL, without a trailing slash (links in messages point there). */
export function storefrontUrl(): string {
  return loadConfig().storefrontUrl;
}

export const verifyEmailLink = (token: string) =>
  `${storefrontUrl()}/auth/verify-email-link/?code=${encodeURIComponent(token)}`;
export const verifyMobileLink = (token: string) =>
  `${storefrontUrl()}/auth/verify-email-link/?kind=mobile&code=${encodeURIComponent(token)}`;
export const resetPasswordLink = (token: string) =>
  `${storefrontUrl()}/auth/set-password/?code=${encodeURIComponent(token)}`;

const CODE_USE: Record<CodePurpose, string> = {
  login: "sign-in",
  verify: "verification",
  forgot: "password reset",
  delete: "account deletion",
  refund_account: "refund account",
  order: "order tracking",
  wallet_link: "wallet linking",
};

type Message = Pick<OutgoingMessage, "kind" | "subject" | "text">;

/** A one-time code: "<code> is your <store> sign-in code. It expires in 10 minutes." */
export function codeMessage(
  store: string,
  code: string,
  purpose: CodePurpose,
  channel: CodeChannel,
  ttlMinutes: number,
): Message {
  const text = `${code} is your ${store} ${CODE_USE[purpose]} code. It expires in ${ttlMinutes} minutes.`;
  if (channel === "sms") return { kind: "otp", text };
  return {
    kind: "otp",
    subject: `Your ${store} ${CODE_USE[purpose]} code`,
    text: `${text}\n\nIf you did not ask for this code, you can ignore this message.`,
  };
}

export function verifyEmailMessage(store: string, link: string): Message {
  return {
    kind: "verify-email",
    subject: `Confirm your e-mail address for ${store}`,
    text: `Confirm this e-mail address for your ${store} account by opening this link (valid for 24 hours):\n\n${link}\n\nIf you did not ask for this, you can ignore this message.`,
  };
}

export function verifyMobileMessage(store: string, link: string): Message {
  return { kind: "verify-mobile", text: `Confirm this number for your ${store} account: ${link} (valid for 24 hours)` };
}

export function resetPasswordMessage(store: string, link: string, channel: CodeChannel): Message {
  if (channel === "sms")
    return { kind: "reset-password", text: `Set a new ${store} password: ${link} (valid for 1 hour)` };
  return {
    kind: "reset-password",
    subject: `Reset your ${store} password`,
    text: `Someone asked to reset the password of your ${store} account. To choose a new password, open this link (valid for 1 hour):\n\n${link}\n\nIf it was not you, you can ignore this message: your password stays the same.`,
  };
}
