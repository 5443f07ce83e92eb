import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { verifyPageAction, verifyPageLoader } from "~/auth/otp.server";
import { VerifyCode } from "~/components/auth/VerifyCode";

/** The code sent to a mobile (OTP sign-in, or a signed-in shopper verifying an added one). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return verifyPageLoader(request, context, "sms");
}

export function action({ request, context }: ActionFunctionArgs) {
  return verifyPageAction(request, context, "sms");
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "Verify your mobile number" }, { name: "robots", content: "noindex" }];

export default function VerifyMobilePage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <article className="auth-page">
      <h1>{page.purpose === "login" ? "Sign in with a code" : "Verify your mobile number"}</h1>
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
