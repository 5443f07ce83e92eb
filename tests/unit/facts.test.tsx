import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FactList } from "~/components/FactList";
import { factsShown } from "~/lib/facts";

describe("facts", () => {
  it("shows the facts with a value, in their order; an empty string, null, undefined or false is left out", () => {
    expect(
      factsShown([
        ["Total", "₹1,499"],
        ["For", ""],
        ["Reference", null],
        ["Pay by", undefined],
        ["Expired", false],
        ["Count", 0],
        ["Payment", "Cash on delivery"],
      ]),
    ).toEqual([
      ["Total", "₹1,499"],
      ["Count", 0],
      ["Payment", "Cash on delivery"],
    ]);
  });

  it("renders them as a description list, a term and its value in each group", () => {
    const html = renderToStaticMarkup(
      <FactList
        className="profile-facts"
        facts={[
          ["Name on card", "Asha Rao"],
          ["Expires", ""],
          ["IFSC", <abbr key="ifsc">HDFC0000001</abbr>],
        ]}
      />,
    );
    expect(html).toBe(
      '<dl class="profile-facts"><div><dt>Name on card</dt><dd>Asha Rao</dd></div>' +
        "<div><dt>IFSC</dt><dd><abbr>HDFC0000001</abbr></dd></div></dl>",
    );
  });
});
