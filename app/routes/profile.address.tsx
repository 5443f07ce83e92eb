import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Badge } from "~/components/profile/Badges";
import { loadAddresses } from "~/profile/wallet.server";
import { privatePageHeaders, privatePageMeta } from "~/lib/cache-headers";

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadAddresses(request, context);
}

export const headers = privatePageHeaders;

export const meta = privatePageMeta("Addresses");

export default function ProfileAddresses() {
  const { addresses } = useLoaderData<typeof loader>();
  return (
    <article className="profile-page">
      <h1>Addresses</h1>
      {addresses.length === 0 ? (
        <p className="profile-empty">You have no saved addresses yet.</p>
      ) : (
        <ul className="profile-grid" aria-label="Saved addresses">
          {addresses.map((a) => (
            <li key={a.id} className="profile-card">
              <h2 className="profile-card__title">
                {a.name || a.type || "Address"} {a.isDefault ? <Badge tone="strong">Default</Badge> : null}
              </h2>
              {a.type && a.name ? <p className="profile-card__meta">{a.type}</p> : null}
              <address>
                {a.lines.map((line, index) => (
                  <span key={index} className="profile-address__line">
                    {line}
                  </span>
                ))}
                <span className="profile-address__line">
                  {[a.city, a.state].filter(Boolean).join(", ")}
                  {a.pincode ? ` ${a.pincode}` : ""}
                </span>
                {a.country ? <span className="profile-address__line">{a.country}</span> : null}
                {a.phone ? <span className="profile-address__line">Phone: {a.phone}</span> : null}
              </address>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
