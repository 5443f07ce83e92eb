import { Form, Link } from "@remix-run/react";
import { CheckoutLayout } from "~/components/checkout/CheckoutLayout";
import { FormNotice, MobileField, OtpField } from "~/components/FormField";
import { FormError } from "~/components/field-messages";
import { useFormRoute } from "~/components/use-form-route";
import type { handleWalletLink, loadWalletLink } from "~/checkout/wallet-link.server";
import { privatePage } from "~/lib/cache-headers";

/** Linking a wallet in two steps (its mobile number, then the code sent to it), from the checkout. */
export { loadWalletLink as loader, handleWalletLink as action } from "~/checkout/wallet-link.server";

export const { headers, meta } = privatePage("Link wallet");

export default function LinkWalletPage() {
  const { page, result, busy } = useFormRoute<typeof loadWalletLink, typeof handleWalletLink>();
  const error = (name: string) => result?.errors[name]?.[0] ?? null;
  return (
    <CheckoutLayout title={`Link your ${page.name} wallet`} summary={page.summary}>
      <Form method="post" className="auth-form checkout-wallet-link">
        <FormError id="link-wallet-error" message={result?.formError} />
        {page.sent ? (
          <>
            <FormNotice message={`We sent a code to ${page.sent.to}.`} />
            <input type="hidden" name="intent" value="link-wallet-verify" />
            <input type="hidden" name="link_token" value={page.sent.token} />
            <OtpField error={error("otp")} />
            <button type="submit" className="button" disabled={busy}>
              Link wallet
            </button>
            <Link to={page.restartHref}>Use another number</Link>
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value="link-wallet-start" />
            <MobileField
              label={`Mobile number of your ${page.name} wallet`}
              autoComplete="tel-national"
              required
              defaultValue={result?.values.mobile}
              error={error("mobile")}
            />
            <button type="submit" className="button" disabled={busy}>
              Send code
            </button>
          </>
        )}
        <Link to={page.cancelHref}>Back to payment</Link>
      </Form>
    </CheckoutLayout>
  );
}
