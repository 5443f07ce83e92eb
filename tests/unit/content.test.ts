import { describe, expect, it } from "vitest";
import { checkContact, CONTACT_MESSAGES } from "~/lib/contact-form";
import { escapeHtml, isHtml, markdownToHtml, richTextHtml, splitTitle, summaryOf } from "~/lib/rich-text";

describe("markdownToHtml", () => {
  it("renders headings one level down, paragraphs, lists and emphasis", () => {
    const html = markdownToHtml(
      "# Returns\n\nReturn within **15 days**\nof delivery.\n\n- one *item*\n- two `code`\n\n1. first\n2. second\n",
    );
    expect(html).toBe(
      [
        "<h2>Returns</h2>",
        "<p>Return within <strong>15 days</strong> of delivery.</p>",
        "<ul><li>one <em>item</em></li><li>two <code>code</code></li></ul>",
        "<ol><li>first</li><li>second</li></ol>",
      ].join("\n"),
    );
  });

  it("escapes every character of text: markup in markdown stays text", () => {
    const html = markdownToHtml('Hi <script>alert(1)</script> & <img src=x onerror="alert(2)">');
    expect(html).toBe(
      "<p>Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=&quot;alert(2)&quot;&gt;</p>",
    );
  });

  it("links only to safe targets", () => {
    expect(markdownToHtml("[Track](/order-tracking/) and [mail](mailto:a@b.example)")).toBe(
      '<p><a href="/order-tracking/">Track</a> and <a href="mailto:a@b.example">mail</a></p>',
    );
    expect(markdownToHtml("[x](javascript:alert(1))")).not.toContain("javascript:");
    // Markdown does not decode entities in a target: the browser reads this one as a relative path.
    expect(markdownToHtml("[x](java&#115;cript:alert)")).toBe('<p><a href="java&amp;#115;cript:alert">x</a></p>');
    expect(markdownToHtml('[a"b](/x"onmouseover="y)')).toBe(
      '<p><a href="/x&quot;onmouseover=&quot;y">a&quot;b</a></p>',
    );
  });

  it("continues an indented line in the list item above and ends a list at a paragraph", () => {
    expect(markdownToHtml("- one\n  more\nafter")).toBe("<ul><li>one more</li></ul>\n<p>after</p>");
  });
});

describe("rich text", () => {
  it("splits a leading title off a document", () => {
    expect(splitTitle("# Privacy policy\n\nWe collect…")).toEqual({ title: "Privacy policy", body: "We collect…" });
    expect(splitTitle("No title here")).toEqual({ title: null, body: "No title here" });
  });

  it("treats a text that starts with a tag as HTML and strips its scripts and handlers", () => {
    expect(isHtml("  <p>x</p>")).toBe(true);
    expect(isHtml("# x")).toBe(false);
    const html = richTextHtml('<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:x">y</a>');
    expect(html).not.toMatch(/script|onclick|javascript/i);
    expect(html).toContain("<p>Hi</p>");
    expect(richTextHtml(undefined as unknown as string)).toBe("");
  });

  it("summarises HTML as plain text for a meta description", () => {
    expect(summaryOf("<h2>Returns</h2><p>Within <strong>15 days</strong> &amp; more.</p>")).toBe(
      "Returns Within 15 days & more.",
    );
    const long = summaryOf(`<p>${"word ".repeat(60)}</p>`, 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith("…")).toBe(true);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("contact form rules", () => {
  const good = { name: "Asha O'Neil-Rao Jr.", email: "asha@example.com", phone: "9876543210", comment: "Hello" };

  it("accepts a complete message, trimmed", () => {
    expect(checkContact({ ...good, name: "  Asha  " })).toEqual({ ok: true, message: { ...good, name: "Asha" } });
  });

  it.each(["name", "email", "phone", "comment"])("requires %s with the spec's message", (field) => {
    const result = checkContact({ ...good, [field]: "   " });
    expect(result).toEqual({ ok: false, errors: { [field]: "name, email, phone and comment is required" } });
  });

  it("checks the e-mail, the name's characters and the phone's digits", () => {
    expect(checkContact({ ...good, email: "asha@" })).toEqual({ ok: false, errors: { email: CONTACT_MESSAGES.email } });
    expect(checkContact({ ...good, name: "Asha <b>" })).toEqual({ ok: false, errors: { name: CONTACT_MESSAGES.name } });
    expect(checkContact({ ...good, phone: "+91 98765" })).toEqual({
      ok: false,
      errors: { phone: CONTACT_MESSAGES.phone },
    });
    expect(checkContact({ ...good, phone: "1".repeat(16) })).toEqual({
      ok: false,
      errors: { phone: CONTACT_MESSAGES.phoneLength },
    });
    expect(checkContact({ ...good, name: "अनन्या" }).ok).toBe(true);
  });

  it("reads a posted form, a missing field as empty", () => {
    const form = new FormData();
    form.set("name", "Asha");
    form.set("email", "asha@example.com");
    expect(checkContact(form)).toEqual({
      ok: false,
      errors: { phone: CONTACT_MESSAGES.required, comment: CONTACT_MESSAGES.required },
    });
  });
});
