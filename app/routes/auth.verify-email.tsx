import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { verifyPageAction, verifyPageLoader } from "~/auth/otp.server";
import { VerifyCodePage, verifyPageMeta } from "~/components/auth/VerifyCodePage";
import { privatePageHeaders } from "~/lib/cache-headers";

/** The code sent to an e-mail address (OTP sign-in, or a signed-in shopper verifying an added one). */
export const loader = (args: LoaderFunctionArgs) => verifyPageLoader(args, "email");
export const action = (args: ActionFunctionArgs) => verifyPageAction(args, "email");

export const headers = privatePageHeaders;

export const meta = verifyPageMeta("email");

export default function VerifyEmailPage() {
  return <VerifyCodePage channel="email" />;
}
