/**
 * /auth/verify-mobile/ and /auth/verify-email/: the code sent for an OTP sign-in, or to a signed-in
 * shopper verifying a contact added in edit-profile. The routes differ only by channel.
 */
import { useActionData, useLoaderData } from "@remix-run/react";
import type { OtpChannel, verifyPageAction, verifyPageLoader } from "~/auth/otp.server";
import { VerifyCode } from "~/components/auth/VerifyCode";
import { privatePageMeta } from "~/lib/cache-headers";

const VERIFY_TITLES: Record<OtpChannel, string> = {
  sms: "Verify your mobile number",
  email: "Verify your e-mail address",
};

export const verifyPageMeta = (channel: OtpChannel) => privatePageMeta(VERIFY_TITLES[channel]);

export function VerifyCodePage({ channel }: { channel: OtpChannel }) {
  const page = useLoaderData<typeof verifyPageLoader>();
  const result = useActionData<typeof verifyPageAction>();
  return (
    <article className="auth-page">
      <h1>{page.purpose === "login" ? "Sign in with a code" : VERIFY_TITLES[channel]}</h1>
      <VerifyCode
        target={page.target}
        redirectUrl={page.redirectUrl}
        notice={result ? null : page.notice}
        otpError={result?.intent === "verify" ? (result.errors.otp?.[0] ?? result.formError) : null}
        resendError={result?.intent === "resend" ? result.formError : null}
        resendTimer={page.resendTimer}
        verifyLabel={page.purpose === "login" ? "Sign in" : "Verify"}
        change={{ href: page.changeHref }}
      />
    </article>
  );
}
