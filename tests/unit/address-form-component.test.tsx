/**
 * The address form's markup as the server renders it (what a shopper without JavaScript gets, and
 * what the browser hydrates): the map picker only with a maps key, the server's messages linked to
 * their fields with the first invalid one focused (autofocus), a state list as a select where the
 * country has one, and an 'Other' address with its name. And the maps key the page hands the form.
 */
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { renderAt } from "./helpers/render-at";
import { AddressForm } from "~/components/AddressForm";
import { loadMapsKey } from "~/components/AddressForm.server";
import { clearPublicCache } from "~/public-cache.server";
import type { AddressFormCountry } from "~/lib/address-form";
import type { StorefrontApi } from "~/sdk";
import { getCountry } from "../../service/modules/logistics/countries";
import { getLocalities } from "../../service/modules/logistics/localities";

const render = (element: ReactElement) => renderAt("/profile/address/?add", element);

function country(iso2: string, withStates = false): AddressFormCountry {
  const c = getCountry(iso2);
  const states = getLocalities({ type: "state", country: iso2, pageNo: 1, pageSize: 1000 }).items;
  return {
    iso2: c.iso2,
    display_name: c.display_name,
    phone_code: c.phone_code,
    rows: c.fields.address,
    ...(withStates ? { options: { state: states.map((s) => ({ name: s.display_name, code: s.code ?? "" })) } } : {}),
  };
}

const COUNTRIES = [
  { iso2: "IN", name: "India" },
  { iso2: "US", name: "United States of America" },
];

const form = (props: Partial<Parameters<typeof AddressForm>[0]> = {}) =>
  render(
    <AddressForm
      action="/profile/address/?add"
      countries={COUNTRIES}
      country={country("IN")}
      values={{}}
      isNew
      {...props}
    />,
  );

/** The opening tag of the element with this id. */
const tagOf = (html: string, id: string) => html.match(new RegExp(`<[a-z]+\\b[^>]*\\bid="${id}"[^>]*>`))?.[0] ?? "";

describe("the address form's markup", () => {
  it("has no map in the server's HTML, with a maps key or without (the picker needs JavaScript)", async () => {
    for (const html of [await form(), await form({ mapsKey: "test-maps-key-0123" })]) {
      expect(html).not.toContain("Pick on the map");
      expect(html).not.toContain("googleapis");
      expect(html).not.toContain("Search Google Maps");
    }
  });

  it("links the server's messages to their fields and focuses the first invalid one", async () => {
    const html = await form({
      values: { name: "Asha", phone: "12", pincode: "12345" },
      lastResult: {
        status: "error",
        error: { pincode: ["Invalid pincode ."], phone: ["Invalid Phone Number"] },
      },
    });
    const phone = tagOf(html, "phone");
    expect(phone).toContain('aria-invalid="true"');
    expect(phone).toContain('aria-describedby="phone-error"');
    expect(phone).toContain("autofocus");
    expect(html).toContain('<p id="phone-error" class="field-error">Invalid Phone Number</p>');
    const pincode = tagOf(html, "pincode");
    expect(pincode).toContain('aria-describedby="pincode-error"');
    expect(pincode).not.toContain("autofocus");
    expect(pincode).toContain('value="12345"');
    expect(html.match(/autofocus/g)).toHaveLength(1);
    // Nothing is focused on a fresh form.
    expect(await form()).not.toContain("autofocus");
  });

  it("offers the country's states (the Emirates) as a select where the service lists them", async () => {
    const html = await form({ country: country("US", true), values: { state: "New York" } });
    expect(tagOf(html, "state")).toMatch(/^<select/);
    expect(html).toContain('<option value="New York" selected="">New York</option>');
    expect(html).toContain('<option value="California">California</option>');
    const emirates = await form({ country: country("AE", true) });
    expect(tagOf(emirates, "state")).toMatch(/^<select/);
    expect(emirates).toContain('<option value="Dubai">Dubai</option>');
    // Without a list the state is typed; India's is filled from the pincode.
    expect(tagOf(await form({ country: country("US") }), "state")).toMatch(/^<input/);
    expect(tagOf(await form(), "state")).toMatch(/^<input[^>]*readonly=""/);
  });

  it("shows an 'Other' address with its name", async () => {
    const html = await form({ values: { address_type: "Other", address_name: "Gym" }, isNew: false });
    expect(html).toContain('<input type="radio" name="address_type" checked="" value="Other"/>');
    expect(tagOf(html, "address_name")).toContain('value="Gym"');
  });
});

describe("the maps key", () => {
  const api = (googleMap: boolean, token: { enabled: boolean; api_key: string } | Error) =>
    ({
      configuration: {
        getFeatures: async () => ({ feature: { cart: { google_map: googleMap } } }),
        getIntegrationTokens: async () => {
          if (token instanceof Error) throw token;
          return { tokens: { google_map: { enabled: token.enabled, credentials: { api_key: token.api_key } } } };
        },
      },
    }) as unknown as StorefrontApi;
  const encoded = Buffer.from("AIzaTestKey-0123456789", "utf8").toString("base64");
  // Features and tokens are store-wide, kept in the process's public cache: each store here starts afresh.
  const mapsKeyOf = (store: StorefrontApi) => {
    clearPublicCache();
    return loadMapsKey(store);
  };

  it("is the google_map token, decoded, while the cart's google_map feature is on", async () => {
    expect(await mapsKeyOf(api(true, { enabled: true, api_key: encoded }))).toBe("AIzaTestKey-0123456789");
  });

  it("is null without a key, with the feature off, or when the service fails (no map, the form still works)", async () => {
    expect(await mapsKeyOf(api(true, { enabled: false, api_key: "" }))).toBeNull();
    expect(await mapsKeyOf(api(false, { enabled: true, api_key: encoded }))).toBeNull();
    expect(await mapsKeyOf(api(true, new Error("down")))).toBeNull();
    expect(
      await mapsKeyOf(api(true, { enabled: true, api_key: Buffer.from("<script>").toString("base64") })),
    ).toBeNull();
  });

  it("is read once for every page while it is kept, and asked again after a failure", async () => {
    let reads = 0;
    const counting = (token: { enabled: boolean; api_key: string } | Error) => {
      const store = api(true, token);
      const getIntegrationTokens = () => {
        reads++;
        return store.configuration.getIntegrationTokens();
      };
      return { configuration: { ...store.configuration, getIntegrationTokens } } as unknown as StorefrontApi;
    };
    clearPublicCache();
    expect(await loadMapsKey(counting(new Error("down")))).toBeNull();
    expect(await loadMapsKey(counting({ enabled: true, api_key: encoded }))).toBe("AIzaTestKey-0123456789");
    expect(await loadMapsKey(counting({ enabled: true, api_key: encoded }))).toBe("AIzaTestKey-0123456789");
    expect(reads).toBe(2);
  });
});
