/**
 * The address book at /profile/address/ with JavaScript on and off: add an Indian address with a
 * wrong then an unknown then a right pincode (the error on the pincode field, focused, typed values
 * and the country kept, city and state filled from the pincode), change the country to the United
 * States and see the fields change (with JavaScript through a fetcher, without it through "Update
 * fields") and pick the state from a list, save it as 'Other' with a name and see the name again on
 * edit, make the second address the default, edit the first, delete one after the confirmation step.
 * No maps key here: the form has no map. Axe on the list and the form. With JavaScript, opened
 * directly, the form is an island: its module loads on the first focus, and what was typed while it
 * loaded (values, a radio, the focus) stays.
 */
import { expectNoAxeViolations } from "./a11y";
import { expect, signedInShoppers, test } from "./fixtures";

test.describe("address book", () => {
  signedInShoppers();

  test("add (wrong then right pincode) → another country → default → edit → delete", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/profile/address/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Addresses");
    await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "address list (empty)");

    // Add an Indian address; a wrong pincode first.
    await page.getByRole("link", { name: "Add address" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add address");
    await expect(page.getByLabel("Country")).toHaveValue("IN");
    await expect(page.getByLabel("Landmark (Optional)")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Home" })).toBeChecked();
    // The store has no maps key: the form is complete without a map.
    await expect(page.getByRole("button", { name: "Pick on the map" })).toHaveCount(0);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "address form");
    await page.getByLabel("Full Name").fill("Asha Rao");
    await page.getByLabel("Mobile Number").fill("9876543210");
    await page.getByLabel("Flat No/House No").fill("12, 4th Cross");
    await page.getByLabel("Building Name/Street").fill("Fort");
    const pincode = page.getByLabel("Pincode", { exact: true });
    await pincode.fill("12345");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.locator("#pincode-error")).toHaveText("Invalid pincode .");
    await expect(pincode).toHaveAttribute("aria-invalid", "true");
    await expect(pincode).toHaveAttribute("aria-describedby", "pincode-error");
    // The first invalid field has the focus (without JavaScript through autofocus).
    await expect(pincode).toBeFocused();
    await expect(page.getByLabel("Full Name")).toHaveValue("Asha Rao");
    await expect(page.getByLabel("Flat No/House No")).toHaveValue("12, 4th Cross");
    await expect(pincode).toHaveValue("12345");

    // A pincode the service does not know: 'Enter Valid Pincode' (with JavaScript from the debounced
    // check, which also clears city, state and country as spec part 1 §5 says; without it on saving,
    // when the form comes back as it was sent).
    await pincode.fill("999999");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.locator("#pincode-error")).toHaveText("Enter Valid Pincode");
    await expect(page.getByLabel("Country")).toHaveValue(javaScriptEnabled ? "" : "IN");
    await expect(page.getByLabel("Full Name")).toHaveValue("Asha Rao");

    await pincode.fill("400001");
    if (javaScriptEnabled) {
      // The debounced serviceability check fills city and state, and the country back.
      await expect(page.getByLabel("Country")).toHaveValue("IN");
      await expect(page.getByLabel("City", { exact: true })).toHaveValue("Mumbai");
      await expect(page.getByLabel("State", { exact: true })).toHaveValue("Maharashtra");
    }
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Address added.")).toBeVisible();
    const list = page.getByRole("list", { name: "Saved addresses" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Mumbai, Maharashtra 400001");
    await expect(list).toContainText("Default");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "address list");

    // A second address in the United States: the form's fields change with the country.
    await page.getByRole("link", { name: "Add address" }).click();
    await page.getByLabel("Full Name").fill("Ann Lee");
    if (javaScriptEnabled) {
      // A fetcher loads the new rows: no navigation.
      const rows = page.waitForRequest(/\/api\/address-form(\.data)?\?country=US/);
      await page.getByLabel("Country").selectOption("US");
      await rows;
    } else {
      await page.getByLabel("Country").selectOption("US");
      await page.getByRole("button", { name: "Update fields" }).click();
    }
    await expect(page).toHaveURL(/\/profile\/address\/\?add$/);
    await expect(page.getByLabel("ZIP Code")).toBeVisible();
    await expect(page.getByLabel("Pincode", { exact: true })).toHaveCount(0);
    await expect(page.getByLabel("Street Address")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Ann Lee");
    await page.getByLabel("Mobile Number").fill("2125551234");
    await page.getByLabel("Street Address").fill("1 Main St");
    await page.getByLabel("City", { exact: true }).fill("New York");
    // The United States' states are a list (from the service's localities).
    await page.getByLabel("State", { exact: true }).selectOption("New York");
    await page.getByLabel("ZIP Code").fill("10001");
    await page.getByRole("radio", { name: "Other" }).check();
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.locator("#address_name-error")).toHaveText("Enter Address Name");
    await expect(page.getByLabel("Address Name (for Other)")).toBeFocused();
    await expect(page.getByLabel("State", { exact: true })).toHaveValue("New York");
    await page.getByLabel("Address Name (for Other)").fill("Studio");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Address added.")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").filter({ hasText: "Ann Lee" })).toContainText("Studio");

    // The 'Other' address shows its name again on edit.
    await list.getByRole("listitem").filter({ hasText: "Ann Lee" }).getByRole("link", { name: /Edit/ }).click();
    await expect(page.getByRole("radio", { name: "Other" })).toBeChecked();
    await expect(page.getByLabel("Address Name (for Other)")).toHaveValue("Studio");
    await expect(page.getByLabel("State", { exact: true })).toHaveValue("New York");
    await page.getByRole("link", { name: "Back to addresses" }).click();

    // Make the US address the default.
    const us = list.getByRole("listitem").filter({ hasText: "Ann Lee" });
    await us.getByRole("button", { name: /Make default/ }).click();
    await expect(page.getByText("Default address changed.")).toBeVisible();
    await expect(list.getByRole("listitem").filter({ hasText: "Ann Lee" })).toContainText("Default");
    await expect(list.getByRole("listitem").filter({ hasText: "Asha Rao" })).not.toContainText("Default");

    // Edit the Indian address.
    await list.getByRole("listitem").filter({ hasText: "Asha Rao" }).getByRole("link", { name: /Edit/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit address");
    await expect(page.getByLabel("Pincode", { exact: true })).toHaveValue("400001");
    await page.getByLabel("Landmark (Optional)").fill("Near the station");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Address saved.")).toBeVisible();
    await expect(list).toContainText("Near the station");

    // Delete the US address, with the confirmation step.
    await list
      .getByRole("listitem")
      .filter({ hasText: "Ann Lee" })
      .getByRole("link", { name: /Delete/ })
      .click();
    await expect(page.getByRole("heading", { name: "Delete this address?" })).toBeVisible();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("Address removed.")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).not.toContainText("Ann Lee");
  });
  test("the form's JavaScript loads on the first focus and keeps what was typed meanwhile", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "an island is JavaScript's matter: without it the form is the server's");
    // The form's module (components/AddressForm, an island) is held until the fields are filled.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route(/\/build\/_shared\/AddressForm-\w+\.js$/, async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto("/profile/address/?add");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add address");
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);

    const name = page.getByLabel("Full Name");
    const serverField = await name.elementHandle();
    await name.fill("Asha Rao");
    await expect.poll(() => requested.length).toBe(1);
    await page.getByLabel("Building Name/Street").fill("Fort");
    await page.getByRole("radio", { name: "Office" }).check();
    await page.getByLabel("Flat No/House No").focus();
    await page.keyboard.type("12");
    release();

    // The component replaced the server's HTML, with the values and the focus carried over.
    await expect.poll(() => serverField?.evaluate((field) => field.isConnected)).toBe(false);
    await expect(name).toHaveValue("Asha Rao");
    await expect(page.getByLabel("Building Name/Street")).toHaveValue("Fort");
    await expect(page.getByRole("radio", { name: "Office" })).toBeChecked();
    await expect(page.getByLabel("Flat No/House No")).toHaveValue("12");
    await expect(page.getByLabel("Flat No/House No")).toBeFocused();
  });
});
