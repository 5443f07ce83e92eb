import { Link, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { privatePage } from "~/lib/cache-headers";

/** Where a deleted account's sign-in lands (403 ACCOUNT_LOCKED): what happened and whom to ask. */
export const { headers, meta } = privatePage("This account is closed");

export default function AccountLockedPage() {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const support = shell?.support;
  const hasContact = Boolean(support && (support.email.length || support.phone.length));
  return (
    <article className="auth-page">
      <h1>This account is closed</h1>
      <p>The account you signed in with was deleted, so it can no longer be used to sign in or shop.</p>
      <p>If you didn't ask for this, or want it back, please contact our support team{hasContact ? ":" : "."}</p>
      {support && hasContact ? (
        <ul className="auth-contact">
          {support.email.map((email) => (
            <li key={email}>
              E-mail: <a href={`mailto:${email}`}>{email}</a>
            </li>
          ))}
          {support.phone.map((phone) => (
            <li key={phone}>
              Phone: <a href={`tel:${phone.replace(/\s+/g, "")}`}>{phone}</a>
            </li>
          ))}
          {support.timing ? <li>Hours: {support.timing}</li> : null}
        </ul>
      ) : null}
      <p>
        You can also <Link to="/auth/register">create a new account</Link> with a different e-mail address or number, or{" "}
        <Link to="/">keep browsing</Link>.
      </p>
    </article>
  );
}
