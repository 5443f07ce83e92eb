import { Form, Link } from "@remix-run/react";
import { AddressFormIsland } from "~/components/AddressFormIsland";
import { CheckoutLayout } from "~/components/checkout/CheckoutLayout";
import { AddressChoices } from "~/components/checkout/Choices";
import { FormError } from "~/components/field-messages";
import { useFormRoute } from "~/components/use-form-route";
import { AddressForm as serverAddressForm, type handleDelivery, type loadDelivery } from "~/checkout/delivery.server";
import { privatePage } from "~/lib/cache-headers";

/** Checkout step 0: the delivery address. */
export { loadDelivery as loader, handleDelivery as action } from "~/checkout/delivery.server";

export const { headers, meta } = privatePage("Delivery address");

export default function DeliveryPage() {
  const { page, result, busy } = useFormRoute<typeof loadDelivery, typeof handleDelivery>();
  const formReply = result && "country" in result && result.country ? result : null;
  const selectError = result?.intent === "select" ? result.formError : null;

  return (
    <CheckoutLayout step="delivery" title="Delivery address" summary={page.summary}>
      {page.addresses.length > 0 ? (
        <Form method="post" action={page.action} className="checkout-addresses">
          <FormError id="delivery-error" message={selectError} />
          <AddressChoices
            addresses={page.addresses}
            selected={page.selected}
            errorId={selectError ? "delivery-error" : null}
          />
          <button type="submit" name="intent" value="select" className="button" disabled={busy}>
            Deliver here
          </button>
        </Form>
      ) : null}

      {page.form ? (
        <section aria-labelledby="new-address-title">
          <h2 id="new-address-title">Add a new address</h2>
          <FormError id="address-form-error" message={result?.intent === "save" ? result.formError : null} />
          <AddressFormIsland
            server={serverAddressForm}
            key={formReply?.country?.iso2 ?? page.form.country.iso2}
            action={page.addAction}
            countries={page.form.countries}
            country={formReply?.country ?? page.form.country}
            values={formReply?.values ?? {}}
            lastResult={formReply?.lastResult ?? null}
            isNew
            internationalShipping={page.form.internationalShipping}
            submitLabel="Save and deliver here"
          />
        </section>
      ) : (
        <p>
          <Link to={page.addAction}>Add a new address</Link>
        </p>
      )}
    </CheckoutLayout>
  );
}
