/**
 * The address form's schema, labels, types and payload (app/lib/address-form), over the rows the
 * service really serves for India, the United States, the Emirates and the United Kingdom.
 */
import { describe, expect, it } from "vitest";
import {
  addressFormSchema,
  addressNameOf,
  addressPayload,
  addressTypeOf,
  fieldLabel,
  type AddressFormCountry,
} from "~/lib/address-form";
import { firstInvalidField } from "~/lib/address-form/fields";
import { isValidPhone } from "~/lib/address-form/phone";
import { getCountry } from "../../service/modules/logistics/countries";

function country(iso2: string): AddressFormCountry {
  const c = getCountry(iso2);
  return { iso2: c.iso2, display_name: c.display_name, phone_code: c.phone_code, rows: c.fields.address };
}

/** A valid address per country, by slug. */
const VALID: Record<string, Record<string, string>> = {
  IN: {
    name: "Asha Rao",
    phone: "9876543210",
    email: "asha@example.com",
    address: "12, 4th Cross",
    area: "Indiranagar",
    landmark: "",
    pincode: "560038",
    city: "Bengaluru",
    state: "Karnataka",
  },
  US: {
    name: "Ann Lee",
    phone: "2125551234",
    email: "",
    address: "1 Main St",
    area: "",
    city: "New York",
    state: "New York",
    pincode: "10001",
  },
  AE: {
    name: "Omar Ali",
    phone: "501234567",
    email: "",
    address: "Villa 3",
    sector: "Jumeirah",
    landmark: "",
    state: "Dubai",
    city: "Dubai",
  },
  GB: {
    name: "Jo Smith",
    phone: "7400123456",
    email: "",
    address: "10 Downing Street",
    area: "",
    city: "London",
    state: "",
    pincode: "SW1A 2AA",
  },
};

function errorsOf(iso2: string, values: Record<string, string>, options = {}) {
  // The server's schema: with the full phone rule.
  const result = addressFormSchema(country(iso2), { isValidPhone, ...options }).safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

describe.each(["IN", "US", "AE", "GB"])("the address form of %s", (iso2) => {
  const rows = country(iso2).rows;
  const valid = VALID[iso2];

  it("accepts a valid address and defaults the type to Home", () => {
    const result = addressFormSchema(country(iso2), { isValidPhone }).safeParse(valid);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data?.address_type).toBe("Home");
    expect(result.data?.is_default_address).toBe(false);
  });

  it("says '{display name} is required.' (or 'Pincode is required') for each required empty field", () => {
    for (const row of rows.filter((r) => r.required)) {
      const errors = errorsOf(iso2, { ...valid, [row.slug]: "  " });
      expect(errors[row.slug], row.slug).toBe(
        row.slug === "pincode" ? "Pincode is required" : `${row.display_name} is required.`,
      );
    }
  });

  it("lets each optional field be empty and labels it '(Optional)'", () => {
    for (const row of rows) {
      expect(fieldLabel(row)).toBe(row.required ? row.display_name : `${row.display_name} (Optional)`);
      if (!row.required) expect(errorsOf(iso2, { ...valid, [row.slug]: "" })[row.slug], row.slug).toBeUndefined();
    }
    expect(rows.some((r) => !r.required)).toBe(true);
  });

  it("says 'Invalid Phone Number' for a number that is not valid in the country", () => {
    expect(errorsOf(iso2, { ...valid, phone: "12345" }).phone).toBe("Invalid Phone Number");
    expect(errorsOf(iso2, { ...valid, phone: "98765abcde" }).phone).toBe("Invalid Phone Number");
  });

  it("bounds lengths: '{display name} must be between {min} and {max} characters.'", () => {
    const nameRow = rows.find((r) => r.slug === "name")!;
    const { min, max } = nameRow.validation!.regex.length!;
    expect(errorsOf(iso2, { ...valid, name: "x".repeat(max! + 1) }).name).toBe(
      `${nameRow.display_name} must be between ${min ?? 0} and ${max} characters.`,
    );
  });

  it("says 'Invalid {display name}' for a value the row's pattern refuses", () => {
    const email = rows.find((r) => r.slug === "email")!;
    expect(errorsOf(iso2, { ...valid, email: "not-an-email" }).email).toBe(`Invalid ${email.display_name}`);
  });

  it("requires an address name for Other: 'Enter Address Name'", () => {
    expect(errorsOf(iso2, { ...valid, address_type: "Other" }).address_name).toBe("Enter Address Name");
    expect(errorsOf(iso2, { ...valid, address_type: "Other", address_name: "Gym" }).address_name).toBeUndefined();
    expect(errorsOf(iso2, { ...valid, address_type: "Office" }).address_name).toBeUndefined();
  });

  it("requires the country for a new address when the store ships abroad: 'country is required'", () => {
    expect(errorsOf(iso2, valid, { internationalShipping: true, isNew: true }).country_iso_code).toBe(
      "country is required",
    );
    expect(errorsOf(iso2, valid, { internationalShipping: true, isNew: false }).country_iso_code).toBeUndefined();
    expect(errorsOf(iso2, valid, { internationalShipping: false, isNew: true }).country_iso_code).toBeUndefined();
    expect(
      errorsOf(iso2, { ...valid, country_iso_code: iso2 }, { internationalShipping: true, isNew: true })
        .country_iso_code,
    ).toBeUndefined();
  });

  it("builds the service payload", () => {
    const c = country(iso2);
    const values = addressFormSchema(c).parse({
      ...valid,
      is_default_address: "on",
      latitude: "12.5",
      longitude: "77.25",
      state_code: "XX",
    });
    const payload = addressPayload(c, values, { tags: ["store"] });
    for (const row of rows) expect(payload[row.slug], row.slug).toBe(valid[row.slug]);
    expect(payload).toMatchObject({
      area_code: valid.pincode ?? valid.sector,
      geo_location: { latitude: 12.5, longitude: 77.25 },
      address_type: "Home",
      country_code: iso2,
      country_iso_code: iso2,
      country_phone_code: c.phone_code,
      country: c.display_name,
      state_code: "XX",
      is_default_address: true,
      tags: ["store"],
      checkout_mode: "self",
    });
  });
});

describe("postcodes", () => {
  it("says 'Invalid pincode .' for a pincode its country's pattern refuses", () => {
    expect(errorsOf("IN", { ...VALID.IN, pincode: "12345" }).pincode).toBe("Invalid pincode .");
    expect(errorsOf("IN", { ...VALID.IN, pincode: "012345" }).pincode).toBe("Invalid pincode .");
    expect(errorsOf("US", { ...VALID.US, pincode: "1234" }).pincode).toBe("Invalid pincode .");
    expect(errorsOf("GB", { ...VALID.GB, pincode: "NOTAPC" }).pincode).toBe("Invalid pincode .");
  });

  it("has no postcode in the Emirates", () => {
    expect(country("AE").rows.some((r) => r.slug === "pincode")).toBe(false);
  });
});

describe("address types", () => {
  it("shows Home for a new address, Home or Office in any case, else Other", () => {
    expect(addressTypeOf(undefined)).toBe("Home");
    expect(addressTypeOf("home")).toBe("Home");
    expect(addressTypeOf("OFFICE")).toBe("Office");
    expect(addressTypeOf("Gym")).toBe("Other");
    expect(addressTypeOf("other")).toBe("Other");
  });
});

describe("the phone rule in the browser and on the server", () => {
  const phoneError = (phone: string, options = {}) => {
    const result = addressFormSchema(country("IN"), options).safeParse({ phone });
    return result.success ? undefined : result.error.issues.find((i) => i.path[0] === "phone")?.message;
  };
  it("the browser's schema checks only that it is 6 to 15 digits; the server's checks the country's numbering", () => {
    expect(phoneError("12345")).toBe("Invalid Phone Number");
    expect(phoneError("112233")).toBeUndefined();
    expect(phoneError("112233", { isValidPhone })).toBe("Invalid Phone Number");
    expect(phoneError("9876543210", { isValidPhone })).toBeUndefined();
  });
});

describe("an 'Other' address's name", () => {
  it("is saved as the address type and read back from it", () => {
    const c = country("IN");
    const other = addressFormSchema(c).parse({ ...VALID.IN, address_type: "Other", address_name: " Gym " });
    expect(addressPayload(c, other).address_type).toBe("Gym");
    const home = addressFormSchema(c).parse({ ...VALID.IN, address_type: "Home", address_name: "ignored" });
    expect(addressPayload(c, home).address_type).toBe("Home");

    expect(addressNameOf("Gym")).toBe("Gym");
    expect(addressTypeOf("Gym")).toBe("Other");
    for (const saved of ["home", "Office", "other", "", null, undefined]) expect(addressNameOf(saved)).toBe("");
  });
});

describe("list rows", () => {
  const withStates: AddressFormCountry = {
    ...country("US"),
    options: { state: [{ name: "New York", code: "NY" }] },
  };
  it("take a choice of the list only: 'Invalid {display name}' otherwise", () => {
    const errors = (state: string) => {
      const result = addressFormSchema(withStates, { isValidPhone }).safeParse({ ...VALID.US, state });
      return result.success ? undefined : result.error.issues.find((i) => i.path[0] === "state")?.message;
    };
    expect(errors("New York")).toBeUndefined();
    expect(errors("Atlantis")).toBe("Invalid State");
    expect(errors("")).toBe("State is required.");
  });
});

describe("the field to focus after a failed save", () => {
  it("is the first field in the form's order that has a message", () => {
    const order = ["country_iso_code", "name", "phone", "pincode", "address_name"];
    expect(firstInvalidField(order, { pincode: ["Invalid pincode ."], phone: ["Invalid Phone Number"] })).toBe("phone");
    expect(firstInvalidField(order, { address_name: ["Enter Address Name"], other: ["x"] })).toBe("address_name");
    expect(firstInvalidField(order, { phone: null })).toBeUndefined();
    expect(firstInvalidField(order, {})).toBeUndefined();
  });
});
