import { deflateSync } from "node:zlib";
import { expectNoAxeViolations } from "./a11y";
import { expect, test } from "./fixtures";

const PAGE = "/product-request/?slug=urban-loom-everyday-cream-top";

/** A small valid PNG (solid colour), generated so the test carries no binary fixture. */
function png(width = 8, height = 8): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc8)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test.describe("product request", () => {
  test("empty submit shows linked errors; a filled one with an image files a ticket", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(PAGE);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Request");
    await expect(page.getByText("Product code")).toBeVisible();

    if (javaScriptEnabled) {
      await expectNoAxeViolations(page, "product request");
    }

    // Nothing filled in: the form comes back with errors linked to their fields.
    await page.getByRole("button", { name: "Send request" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    await expect(
      summary.getByRole("link", { name: "Enter a description of what you are looking for" }),
    ).toHaveAttribute("href", "#description");
    await expect(summary.getByRole("link", { name: "Enter a quantity for at least one size" })).toBeVisible();

    const description = page.getByLabel("What are you looking for?");
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(description).toHaveAccessibleDescription(/Enter a description of what you are looking for/);
    const quantities = page.getByRole("group", { name: "Required sizes and quantities" }).getByRole("spinbutton");
    await expect(quantities.first()).toHaveAttribute("aria-invalid", "true");
    await expect(quantities.first()).toHaveAccessibleDescription(/Enter a quantity for at least one size/);

    if (javaScriptEnabled) {
      await expectNoAxeViolations(page, "product request errors");
    }

    // The answers given are kept when only part of the form is wrong.
    await description.fill("Looking for this top in a warmer fabric for winter.");
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(summary.getByRole("link", { name: "Enter a quantity for at least one size" })).toBeVisible();
    await expect(description).toHaveValue("Looking for this top in a warmer fabric for winter.");
    await expect(summary.getByRole("link", { name: /description/ })).toHaveCount(0);

    // Filled in, with an image: sent, and the thank-you view shows the ticket number.
    await quantities.first().fill("2");
    await page
      .getByLabel("Images (optional)")
      .setInputFiles({ name: "swatch.png", mimeType: "image/png", buffer: png() });
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/product-request\/\?slug=urban-loom-everyday-cream-top&sent=[0-9a-f]{24}$/);
    const status = page.getByRole("status").filter({ hasText: "Thank you: your request has been sent." });
    await expect(status).toBeVisible();
    await expect(status).toContainText(/Your ticket number is \d+/);
    // The uploaded image, shown through the image endpoint (the original is 8 px: never enlarged).
    const thumbnail = page.getByRole("region", { name: "Your images" }).getByRole("img", { name: "swatch.png" });
    await expect(thumbnail).toHaveAttribute("src", /^\/service\/images\/160\/[0-9a-f]{24}\/swatch\.png$/);
    await expect(thumbnail).toHaveAttribute("srcset", /\/service\/images\/320\/[0-9a-f]{24}\/swatch\.png 2x$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
  });

  test("an unknown product is not found", async ({ page }) => {
    const response = await page.goto("/product-request/?slug=no-such-product-anywhere");
    expect(response?.status()).toBe(404);
  });
});
