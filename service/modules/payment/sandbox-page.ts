/**
 * The Sandbox's hosted payment page as HTML (decision 0015): plain forms, no JavaScript, labelled
 * fields with their errors linked by aria-describedby. Pure: sandbox-routes.ts answers with it.
 */
import { html } from "hono/html";
import { formatAmount, htmlPage, type Html } from "../../http/html-page";
import { hostedPagePath, type SandboxPage } from "./sandbox";

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1b1f}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
dl div{display:flex;gap:.5rem}dt{font-weight:600;min-width:7rem}dd{margin:0}
label{display:block;margin-top:1rem;font-weight:600}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #666;border-radius:4px}
.check label{display:inline;font-weight:400}.row{display:flex;gap:1rem}.row>div{flex:1}
.error{color:#b00020;margin:.25rem 0 0}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1rem;border-radius:4px;border:1px solid #1b1b1f;cursor:pointer}
button[value=approve]{background:#0b6b3a;color:#fff;border-color:#0b6b3a}
button[value=decline]{background:#fff;color:#b00020;border-color:#b00020}
`;

/** A labelled text field with its error (if any) linked to it. */
function field(
  page: SandboxPage,
  name: string,
  label: string,
  attributes: { autocomplete: string; inputmode?: string; maxlength: number; type?: string },
): Html {
  const error = page.errors[name];
  const errorId = `${name}-error`;
  return html`<div>
    <label for="${name}">${label}</label>
    <input
      id="${name}"
      name="${name}"
      type="${attributes.type ?? "text"}"
      autocomplete="${attributes.autocomplete}"
      inputmode="${attributes.inputmode ?? "text"}"
      maxlength="${attributes.maxlength}"
      value="${page.values[name] ?? ""}"
      ${error ? html` aria-invalid="true" aria-describedby="${errorId}"` : ""}
    />
    ${error ? html`<p class="error" id="${errorId}">${error}</p>` : ""}
  </div>`;
}

function cardFields(page: SandboxPage): Html {
  const cvv = field(page, "cvv", "CVV", {
    autocomplete: "cc-csc",
    inputmode: "numeric",
    maxlength: 4,
    type: "password",
  });
  if (page.savedCard)
    return html`<p>Saved ${page.savedCard.brand} card ${page.savedCard.number}</p>
      ${cvv}`;
  const saveChecked = page.values.save_card === "on";
  return html`<fieldset>
    <legend>Card details</legend>
    ${field(page, "card_number", "Card number", { autocomplete: "cc-number", inputmode: "numeric", maxlength: 23 })}
    ${field(page, "card_name", "Name on card", { autocomplete: "cc-name", maxlength: 100 })}
    <div class="row">
      ${field(page, "exp_month", "Expiry month (MM)", { autocomplete: "cc-exp-month", inputmode: "numeric", maxlength: 2 })}
      ${field(page, "exp_year", "Expiry year (YYYY)", { autocomplete: "cc-exp-year", inputmode: "numeric", maxlength: 4 })}
    </div>
    ${cvv}
    ${
      page.canSaveCard
        ? html`<p class="check">
            <input id="save_card" name="save_card" type="checkbox" ${saveChecked ? html` checked` : ""} />
            <label for="save_card">Save this card for faster checkout</label>
          </p>`
        : ""
    }
  </fieldset>`;
}

function modeDetails(page: SandboxPage): Html | string {
  if (page.mode === "CARD") return cardFields(page);
  if (page.mode === "UPI")
    return page.vpa ? html`<p>Collect request to ${page.vpa}</p>` : html`<p>No collect request yet</p>`;
  return "";
}

function summary(page: SandboxPage): Html {
  const payWith = page.mode === "CARD" || page.mode === "UPI" ? page.modeName : `${page.modeName}: ${page.choiceName}`;
  return html`<dl>
    <div>
      <dt>Merchant</dt>
      <dd>${page.merchant}</dd>
    </div>
    <div>
      <dt>Amount</dt>
      <dd>${formatAmount(page.amount, page.currency)}</dd>
    </div>
    <div>
      <dt>Order</dt>
      <dd>${page.orderId}</dd>
    </div>
    <div>
      <dt>Pay with</dt>
      <dd>${payWith}</dd>
    </div>
  </dl>`;
}

/** The hosted page: the payment form while pending, its result once decided. */
export function renderSandboxPage(page: SandboxPage): Html {
  const amount = formatAmount(page.amount, page.currency);
  if (page.status !== "pending") {
    const approved = page.status === "approved";
    const title = approved ? "Payment approved" : "Payment failed";
    return htmlPage(
      `${title} – Sandbox payments`,
      STYLE,
      html`<h1>${title}</h1>
        ${summary(page)}
        <p role="status">${approved ? `${amount} was paid.` : page.failureReason}</p>
        <p><a href="${page.returnUrl}">Return to the store</a></p>`,
    );
  }
  const decisionError = page.errors.decision;
  return htmlPage(
    `Pay ${amount} – Sandbox payments`,
    STYLE,
    html`<h1>Pay ${amount}</h1>
      <p>This is a test payment page: no money moves. Approve or decline the payment.</p>
      ${summary(page)}
      <form method="post" action="${hostedPagePath(page.token)}" novalidate>
        ${modeDetails(page)}
        ${decisionError ? html`<p class="error" id="decision-error" role="alert">${decisionError}</p>` : ""}
        <div class="actions">
          <button
            type="submit"
            name="decision"
            value="approve"
            ${decisionError ? html` aria-describedby="decision-error"` : ""}
          >
            Approve payment
          </button>
          <button type="submit" name="decision" value="decline">Decline payment</button>
        </div>
      </form>`,
  );
}

/** An unknown payment token. */
export function renderUnknownPayment(): Html {
  return htmlPage(
    "Payment not found – Sandbox payments",
    STYLE,
    html`<h1>Payment not found</h1>
      <p>This payment link is not valid. Go back to the store and try again.</p>`,
  );
}
