/**
 * keepFields (app/components/keep-fields.ts), the one copy Island and section-waker share, over a
 * small stand-in of the DOM (the project has no DOM library): values, ticks and the focus follow a
 * swap of the HTML element by element; renamed, retyped and hidden fields keep the new HTML's values.
 */
import { describe, expect, it } from "vitest";
import { keepFields } from "~/components/keep-fields";

interface FakeField {
  name: string;
  type: string;
  value: string;
  defaultValue: string;
  checked: boolean;
  defaultChecked: boolean;
  focused?: boolean;
  focus(): void;
}

const field = (name: string, type = "text", value = ""): FakeField => ({
  name,
  type,
  value,
  defaultValue: value,
  checked: false,
  defaultChecked: false,
  focus() {
    this.focused = true;
  },
});

/** A document whose elements (by id) hold the given fields; `swap` replaces an element's fields. */
function fakeDocument(initial: Record<string, FakeField[]>) {
  const elements = { ...initial };
  const doc = {
    activeElement: null as FakeField | null,
    getElementById: (id: string) =>
      id in elements ? { querySelectorAll: () => elements[id] as unknown as NodeListOf<HTMLInputElement> } : null,
  };
  return {
    doc: doc as unknown as Document,
    focus: (f: FakeField) => (doc.activeElement = f),
    swap: (id: string, fields: FakeField[]) => (elements[id] = fields),
  };
}

describe("keepFields", () => {
  it("puts typed text and ticks back into the new HTML, element by element", () => {
    const email = field("email");
    const news = field("news", "checkbox");
    const { doc, swap } = fakeDocument({ a: [email, news] });
    email.value = "asha@example.com";
    news.checked = true;
    const restore = keepFields(["a"], doc);
    const fresh = [field("email"), field("news", "checkbox")];
    swap("a", fresh);
    restore();
    expect(fresh[0].value).toBe("asha@example.com");
    expect(fresh[1].checked).toBe(true);
  });

  it("leaves renamed, retyped, hidden and untouched fields as the new HTML has them", () => {
    const fields = [field("q"), field("size", "radio", "m"), field("token", "hidden", "a"), field("pin")];
    const { doc, swap } = fakeDocument({ a: fields });
    fields[0].value = "shirt";
    fields[1].value = "l";
    fields[2].value = "b";
    const restore = keepFields(["a"], doc);
    const fresh = [
      field("search"),
      field("size", "text", "m"),
      field("token", "hidden", "a"),
      field("pin", "text", "x"),
    ];
    swap("a", fresh);
    restore();
    expect(fresh.map((f) => f.value)).toEqual(["", "m", "a", "x"]);
  });

  it("moves the focus to the element at the focused one's place, in the right section", () => {
    const link = field("");
    const { doc, swap, focus } = fakeDocument({ a: [field("x")], b: [field("y"), link] });
    focus(link);
    const restore = keepFields(["a", undefined, "b"], doc);
    const fresh = { a: [field("x")], b: [field("y"), field("")] };
    swap("a", fresh.a);
    swap("b", fresh.b);
    restore();
    expect(fresh.b[1].focused).toBe(true);
    expect(fresh.a[0].focused ?? fresh.b[0].focused).toBeUndefined();
  });

  it("does nothing for elements that are not there", () => {
    const { doc } = fakeDocument({});
    expect(() => keepFields(["missing", undefined], doc)()).not.toThrow();
  });
});
