import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { verifyPageAction, verifyPageLoader } from "~/auth/otp.server";
import { VerifyCodePage, verifyPageMeta } from "~/components/auth/VerifyCodePage";
import { privatePageHeaders } from "~/lib/cache-headers";

/** The code sent to a mobile number (OTP sign-in, or a signed-in shopper verifying an added one). */
export const loader = (args: LoaderFunctionArgs) => verifyPageLoader(args, "sms");
export const action = (args: ActionFunctionArgs) => verifyPageAction(args, "sms");

export const headers = privatePageHeaders;

export const meta = verifyPageMeta("sms");

export default function VerifyMobilePage() {
  return <VerifyCodePage channel="sms" />;
}
