/**
 * Saving the address form (profile address book, checkout delivery step): the posted form validated
 * on the server with the country's schema, then added or updated at the service; a failure answers
 * the form again with what the shopper typed and the errors on their fields. Also the form's
 * "reload" (another country's fields, every typed value kept), and whether the store ships abroad.
 */
import { addressPayload, COUNTRY_FIELD } from "~/lib/address-form";
import type { StorefrontApi } from "~/sdk";
import { serviceFailure } from "~/forms.server";
import { loadAddressCountry, postedValues, validateAddressForm } from "~/components/AddressForm.server";
import type { AddressFormReply } from "~/components/AddressForm";

export async function internationalShipping(api: StorefrontApi): Promise<boolean> {
  try {
    return Boolean((await api.configuration.getFeatures()).feature.common.international_shipping?.enabled);
  } catch {
    return false;
  }
}

export interface AddressFormFailure extends AddressFormReply {
  formError: string | null;
}

type AddressSave = { ok: true; id: string } | { ok: false; status: number; reply: AddressFormFailure };

interface SaveOptions {
  /** The address to update; absent for a new one. */
  id?: string;
  /** Tags of a new address (an edit keeps the address's own: the form does not show them). */
  tags?: string[];
}

export async function saveAddressForm(
  api: StorefrontApi,
  formData: FormData,
  options: SaveOptions = {},
): Promise<AddressSave> {
  const isNew = !options.id;
  const values = postedValues(formData);
  const { country, submission } = await validateAddressForm(api, formData, {
    isNew,
    internationalShipping: await internationalShipping(api),
  });
  if (submission.status !== "success") {
    const reply = { formError: null, country, values, lastResult: submission.reply() };
    return { ok: false, status: 400, reply };
  }
  const payload = addressPayload(country, submission.value, { tags: options.tags ?? [] });
  try {
    if (options.id) {
      const { tags: _tags, ...changes } = payload;
      await api.cart.updateAddress({ id: options.id, body: changes });
      return { ok: true, id: options.id };
    }
    const saved = await api.cart.addAddress({ body: payload });
    return { ok: true, id: saved.id };
  } catch (error) {
    const failed = serviceFailure(error);
    const reply = {
      formError: failed.message || "No address data",
      country,
      values,
      lastResult: submission.reply({ fieldErrors: failed.errors }),
    };
    return { ok: false, status: failed.status, reply };
  }
}

/** The form again for the posted country, every typed value kept (the state code belongs to the old country). */
export async function reloadAddressForm(api: StorefrontApi, formData: FormData): Promise<AddressFormFailure> {
  const posted = formData.get(COUNTRY_FIELD);
  const country = await loadAddressCountry(api, typeof posted === "string" ? posted : null);
  return { formError: null, country, values: { ...postedValues(formData), state_code: "" }, lastResult: null };
}
