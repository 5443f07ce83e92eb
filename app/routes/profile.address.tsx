import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AddressFormIsland } from "~/components/AddressFormIsland";
import { FormNotice } from "~/components/FormField";
import { FormError } from "~/components/field-messages";
import { Badge } from "~/components/profile/Badges";
import { AddressForm as serverAddressForm, handleAddressAction, loadAddressPage } from "~/profile/addresses.server";
import { privatePageHeaders, privatePageMeta } from "~/lib/cache-headers";

const PAGE = "/profile/address/";

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadAddressPage(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleAddressAction(request, context);
}

export const headers = privatePageHeaders;

export const meta = privatePageMeta("Addresses");

export default function ProfileAddresses() {
  const { addresses, mode, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const formReply = result && "country" in result && result.country ? result : null;

  if (mode.kind === "add" || mode.kind === "edit") {
    const isNew = mode.kind === "add";
    const action = isNew ? `${PAGE}?add` : `${PAGE}?edit=${encodeURIComponent(mode.id)}`;
    return (
      <article className="profile-page">
        <h1>{isNew ? "Add address" : "Edit address"}</h1>
        <FormError id="address-form-error" message={result?.formError} />
        <AddressFormIsland
          server={serverAddressForm}
          key={formReply?.country?.iso2 ?? mode.form.country.iso2}
          action={action}
          countries={mode.form.countries}
          country={formReply?.country ?? mode.form.country}
          values={formReply?.values ?? mode.form.values}
          lastResult={formReply?.lastResult ?? null}
          isNew={isNew}
          internationalShipping={mode.form.internationalShipping}
          hidden={isNew ? undefined : { id: mode.id }}
          mapsKey={mode.form.mapsKey}
        />
        <p>
          <Link to={PAGE}>Back to addresses</Link>
        </p>
      </article>
    );
  }

  const removing = mode.kind === "remove" ? addresses.find((a) => a.id === mode.id) : undefined;
  return (
    <article className="profile-page">
      <h1>Addresses</h1>
      <FormNotice message={notice} />
      <FormError id="addresses-error" message={result?.formError} />
      <p>
        <Link to={`${PAGE}?add`} className="button">
          Add address
        </Link>
      </p>
      {removing ? (
        <section className="profile-card" aria-labelledby="remove-title">
          <h2 id="remove-title">Delete this address?</h2>
          <p>
            {removing.name || removing.type} — {removing.lines.join(", ")}
          </p>
          <Form method="post" action={PAGE}>
            <input type="hidden" name="id" value={removing.id} />
            <button type="submit" name="intent" value="remove" className="button" disabled={busy}>
              Yes, delete
            </button>{" "}
            <Link to={PAGE}>Cancel</Link>
          </Form>
        </section>
      ) : null}
      {addresses.length === 0 ? (
        <p className="profile-empty">You have no saved addresses yet.</p>
      ) : (
        <ul className="profile-grid" aria-label="Saved addresses">
          {addresses.map((a) => {
            const label = a.name || a.type || "Address";
            return (
              <li key={a.id} className="profile-card">
                <h2 className="profile-card__title">
                  {label} {a.isDefault ? <Badge tone="strong">Default</Badge> : null}
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
                <p className="profile-card__actions">
                  <Link to={`${PAGE}?edit=${encodeURIComponent(a.id)}`}>
                    Edit<span className="visually-hidden"> {label}</span>
                  </Link>{" "}
                  <Link to={`${PAGE}?remove=${encodeURIComponent(a.id)}`}>
                    Delete<span className="visually-hidden"> {label}</span>
                  </Link>
                </p>
                {a.isDefault ? null : (
                  <Form method="post" action={PAGE}>
                    <input type="hidden" name="id" value={a.id} />
                    <button type="submit" name="intent" value="default" className="button--link" disabled={busy}>
                      Make default<span className="visually-hidden"> {label}</span>
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
