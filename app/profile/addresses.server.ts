/**
 * /profile/address/: the saved addresses with add (`?add`), edit (`?edit=<id>`), make default and
 * delete with a confirmation step (`?remove=<id>`), all plain forms that work without JavaScript.
 */
import { data, type AppLoadContext } from "@remix-run/node";
import {
  ADDRESS_NAME_FIELD,
  ADDRESS_TYPE_FIELD,
  addressNameOf,
  addressTypeOf,
  DEFAULT_FIELD,
  type AddressFormCountry,
} from "~/lib/address-form";
import type { Address, StorefrontApi } from "~/sdk";
import { critical } from "~/sdk.server";
import { intentOf, serviceFailure } from "~/forms.server";
import { doneRedirect } from "~/profile/guards.server";
import { loadAddresses } from "~/profile/wallet.server";
import { requireUser } from "~/guards.server";
import { requestScope } from "~/request-scope.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { noticeFor } from "~/lib/profile";
import {
  loadAddressCountry,
  loadCountryOptions,
  loadMapsKey,
  type CountryOption,
} from "~/components/AddressForm.server";
import { internationalShipping, reloadAddressForm, saveAddressForm } from "~/addresses/save.server";
import type { AddressFormReply } from "~/components/AddressForm";

const PAGE = "/profile/address/";

interface AddressFormState {
  countries: CountryOption[];
  country: AddressFormCountry;
  values: Record<string, string>;
  isNew: boolean;
  internationalShipping: boolean;
  mapsKey: string | null;
}

type AddressMode =
  | { kind: "list" }
  | { kind: "add"; form: AddressFormState }
  | { kind: "edit"; id: string; form: AddressFormState }
  | { kind: "remove"; id: string };

async function shopperApi(request: Request, context: AppLoadContext): Promise<StorefrontApi> {
  await requireUser(request, context);
  return requestScope(request, context).shopperApi();
}

/** A saved address as the form's values (the pincode is kept as area_code). */
function addressValues(address: Address, country: AddressFormCountry): Record<string, string> {
  const values: Record<string, string> = {};
  const record = address as unknown as Record<string, unknown>;
  for (const row of country.rows) {
    const value = row.slug === "pincode" ? address.area_code : record[row.slug];
    values[row.slug] = typeof value === "string" ? value : "";
  }
  values[ADDRESS_TYPE_FIELD] = addressTypeOf(address.address_type);
  values[ADDRESS_NAME_FIELD] = addressNameOf(address.address_type);
  values[DEFAULT_FIELD] = address.is_default_address ? "on" : "";
  values.state_code = address.state_code ?? "";
  if (address.geo_location) {
    values.latitude = String(address.geo_location.latitude);
    values.longitude = String(address.geo_location.longitude);
  }
  return values;
}

async function formState(
  api: StorefrontApi,
  iso2: string | null,
  values: Record<string, string>,
  isNew: boolean,
): Promise<AddressFormState> {
  const [countries, country, international, mapsKey] = await Promise.all([
    loadCountryOptions(api),
    loadAddressCountry(api, iso2),
    internationalShipping(api),
    loadMapsKey(api),
  ]);
  return { countries, country, values, isNew, internationalShipping: international, mapsKey };
}

export async function loadAddressPage(request: Request, context: AppLoadContext) {
  const list = await loadAddresses(request, context);
  const api = await shopperApi(request, context);
  const params = new URL(request.url).searchParams;
  let mode: AddressMode = { kind: "list" };
  const editId = params.get("edit");
  const removeId = params.get("remove");
  if (params.has("add")) {
    mode = { kind: "add", form: await formState(api, params.get("country"), {}, true) };
  } else if (editId) {
    const address = await critical(api.cart.getAddressById({ id: editId.slice(0, 64) }));
    const country = await loadAddressCountry(api, address.country_iso_code);
    mode = {
      kind: "edit",
      id: address.id,
      form: await formState(api, country.iso2, addressValues(address, country), false),
    };
  } else if (removeId && list.data.addresses.some((a) => a.id === removeId)) {
    mode = { kind: "remove", id: removeId };
  }
  // The confirmation is worded here, so the page does not load every profile notice.
  return data({ ...list.data, mode, notice: noticeFor(params.get("done")) }, { headers: PRIVATE_HEADERS });
}

interface AddressActionResult extends Partial<AddressFormReply> {
  intent: string;
  formError: string | null;
}

const failure = (status: number, result: AddressActionResult) => data(result, { status, headers: PRIVATE_HEADERS });

export async function handleAddressAction(request: Request, context: AppLoadContext) {
  const api = await shopperApi(request, context);
  const formData = await request.formData();
  const intent = intentOf(formData);
  const posted = formData.get("id");
  const id = typeof posted === "string" ? posted.slice(0, 64) : "";

  if (intent === "remove" || intent === "default") {
    if (!id) return failure(400, { intent, formError: "No address selected" });
    try {
      if (intent === "remove") await api.cart.removeAddress({ id });
      else await api.cart.updateAddress({ id, body: { is_default_address: true } });
    } catch (error) {
      const { message } = serviceFailure(error);
      return failure(400, {
        intent,
        formError: intent === "remove" ? "Failed to remove address" : message || "Something went wrong",
      });
    }
    return doneRedirect(PAGE, intent === "remove" ? "address-removed" : "address-default");
  }

  if (intent === "reload") {
    return data<AddressActionResult>(
      { intent, ...(await reloadAddressForm(api, formData)) },
      { headers: PRIVATE_HEADERS },
    );
  }
  if (intent !== "save") return failure(400, { intent, formError: "Unknown action" });
  const isNew = !id;
  const saved = await saveAddressForm(api, formData, isNew ? { tags: [] } : { id });
  if (!saved.ok) return failure(saved.status, { intent, ...saved.reply });
  return doneRedirect(PAGE, isNew ? "address-added" : "address-saved");
}

/** The address form as the server renders it in its island (components/AddressFormIsland). */
export { AddressForm } from "~/components/AddressForm";
