/** Custom forms: the answers' schema built from a form's fields, and the storefront's reading of a posted form. */
import { describe, expect, it } from "vitest";
import { readCustomForm } from "~/lib/custom-form";
import type { CustomFormInput } from "../../service/contract/types";
import { checkFormAnswers } from "../../service/modules/lead/form-answers";

const INPUTS: CustomFormInput[] = [
  { key: "name", type: "text", display: "Name", required: true, max_length: 5 },
  { key: "email", type: "email", display: "E-mail", required: false },
  { key: "size", type: "dropdown", display: "Size", required: true, enum: [{ key: "m", display: "M" }] },
  { key: "qty", type: "number", display: "Quantity", required: false, min: 1, max: 9 },
  {
    key: "extras",
    type: "checkbox",
    display: "Extras",
    required: false,
    enum: [
      { key: "gift", display: "Gift wrap" },
      { key: "note", display: "Note" },
    ],
  },
  { key: "agree", type: "checkbox", display: "I agree", required: true },
];

describe("checkFormAnswers", () => {
  it("cleans good answers and puts them in the form's order, leaving out unanswered optional fields", () => {
    expect(
      checkFormAnswers(INPUTS, [
        { key: "agree", value: "on" },
        { key: "extras", value: ["note", "gift"] },
        { key: "qty", value: "3" },
        { key: "size", value: "m" },
        { key: "email", value: "" },
        { key: "name", value: " Asha " },
      ]),
    ).toEqual({
      answers: [
        { key: "name", value: "Asha" },
        { key: "size", value: "m" },
        { key: "qty", value: 3 },
        { key: "extras", value: ["gift", "note"] },
        { key: "agree", value: true },
      ],
    });
  });

  it("names every wrong, missing, repeated or unknown field", () => {
    expect(
      checkFormAnswers(INPUTS, [
        { key: "name", value: "Ashwini" },
        { key: "email", value: "a@" },
        { key: "qty", value: "12" },
        { key: "extras", value: ["cake"] },
        { key: "agree", value: false },
        { key: "colour", value: "red" },
        { key: "colour", value: "blue" },
      ]),
    ).toEqual({
      errors: {
        name: ["Name must be at most 5 characters"],
        email: ["Enter a valid e-mail address, like name@example.com"],
        size: ["Choose an option for Size"],
        qty: ["Quantity must be at most 9"],
        extras: ["Choose from the Extras options"],
        agree: ["Tick “I agree” to continue"],
        colour: ["Answered more than once", "Unknown field"],
      },
    });
  });
});

describe("readCustomForm", () => {
  it("reads text, ticked choices and yes/no boxes, and keeps what was typed", () => {
    const form = new FormData();
    form.set("name", "Asha");
    form.set("email", "  ");
    form.append("extras", "gift");
    form.append("extras", "note");
    form.set("agree", "on");
    expect(readCustomForm(INPUTS, form)).toEqual({
      response: [
        { key: "name", value: "Asha" },
        { key: "extras", value: ["gift", "note"] },
        { key: "agree", value: true },
      ],
      values: { name: "Asha", email: "  ", size: "", qty: "", extras: ["gift", "note"], agree: "on" },
    });
  });
});
