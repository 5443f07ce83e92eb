/**
 * Shipment invoices (decision 0019): getInvoiceByShipmentId answers a presigned URL, valid 300
 * seconds, of a printable HTML invoice the service renders from the order (no JavaScript, print CSS).
 * The URL's token is `<payload>.<HMAC-SHA256>` keyed with the application token (as the
 * ordering-store cookie is): the payload names the application, the shopper, the shipment and the
 * expiry, so only the shipment's owner gets one and nobody can make or stretch one.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { html } from "hono/html";
import type { ResponseGetInvoiceShipment, Shipments } from "../../contract/types";
import type { Db } from "../../db/client";
import type { Owner } from "../../db/owner";
import { applications } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { formatAmount, htmlPage, type Html } from "../../http/html-page";
import { getShipment } from "./history";

/** Signed URL expiry (spec §9). */
const INVOICE_URL_TTL_S = 300;
const INVOICE_PATH = "/service/documents/invoice";

interface InvoiceClaims {
  /** application id */
  a: string;
  /** user id */
  u: string;
  /** shipment id */
  s: string;
  /** expiry, ms since the epoch */
  e: number;
}

const mac = (payload: string, key: string) =>
  createHmac("sha256", key).update(`invoice:${payload}`).digest("base64url");

async function application(db: Db, applicationId: string) {
  const [app] = await db
    .select({ token: applications.token, name: applications.name })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  return app;
}

/** getInvoiceByShipmentId: the shopper's shipment (404 for anyone else's) and its invoice link. */
export async function invoiceLink(
  db: Db,
  owner: Owner,
  shipmentId: string,
  origin: string,
  now: number,
): Promise<ResponseGetInvoiceShipment> {
  await getShipment(db, owner, shipmentId);
  const key = (await application(db, owner.applicationId))?.token;
  if (!key) throw new ApiError(404, "Shipment not found");
  const claims: InvoiceClaims = {
    a: owner.applicationId,
    u: owner.userId,
    s: shipmentId,
    e: now + INVOICE_URL_TTL_S * 1000,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return {
    success: true,
    shipment_id: shipmentId,
    presigned_url: `${origin}${INVOICE_PATH}/${payload}.${mac(payload, key)}`,
    presigned_type: "html",
  };
}

const expiredLink = () => new ApiError(410, "This invoice link has expired. Open the invoice again from your order.");
const badLink = () => new ApiError(404, "Invoice not found");

/** The shipment an invoice token names, when its signature holds and it has not expired (404 / 410 otherwise). */
export async function invoiceShipment(
  db: Db,
  token: string,
  now: number,
): Promise<{ shipment: Shipments; store: string }> {
  const match = /^([\w-]{10,600})\.([\w-]{43})$/.exec(token);
  if (!match) throw badLink();
  let claims: InvoiceClaims;
  try {
    claims = JSON.parse(Buffer.from(match[1], "base64url").toString("utf8")) as InvoiceClaims;
  } catch {
    throw badLink();
  }
  if (typeof claims?.a !== "string" || typeof claims.u !== "string" || typeof claims.s !== "string") throw badLink();
  const app = await application(db, claims.a);
  if (!app) throw badLink();
  const expected = Buffer.from(mac(match[1], app.token));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badLink();
  if (typeof claims.e !== "number" || claims.e <= now) throw expiredLink();
  const shipment = await getShipment(db, { applicationId: claims.a, userId: claims.u }, claims.s);
  return { shipment, store: app.name };
}

// --- The document ------------------------------------------------------------------------------------

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;color:#111;margin:0;background:#fff}
main{max-width:48rem;margin:1.5rem auto;padding:0 1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1rem;margin:1.25rem 0 .25rem}
header{display:flex;justify-content:space-between;gap:1rem;border-bottom:2px solid #111;padding-bottom:.75rem}
dl{margin:0}dl div{display:flex;gap:.5rem}dt{font-weight:600;min-width:9rem}dd{margin:0}
.parties{display:flex;gap:2rem;flex-wrap:wrap}.parties section{flex:1;min-width:14rem}
address{font-style:normal}
table{width:100%;border-collapse:collapse;margin-top:1rem}
th,td{text-align:left;padding:.4rem;border-bottom:1px solid #bbb;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
tfoot th{text-align:right}tfoot tr:last-child th,tfoot tr:last-child td{border-top:2px solid #111;font-weight:700}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.note{color:#444;font-size:.85rem;margin-top:1.5rem}
@media print{main{margin:0;max-width:none}@page{margin:15mm}.note{font-size:9pt}a{color:inherit;text-decoration:none}}
`;

/**
 * Which document a shipment's link opens: a cancelled or returned shipment that was refunded gets a
 * credit note (what the store gives back, and how); any other one its tax invoice.
 */
function documentKind(shipment: Pick<Shipments, "refund_details">): "invoice" | "credit_note" {
  return shipment.refund_details ? "credit_note" : "invoice";
}

/** The document's number: "INV-" (or "CN-" for a credit note) and the shipment id (one of each per shipment). */
const documentNumber = (shipmentId: string, kind: "invoice" | "credit_note") =>
  `${kind === "credit_note" ? "CN" : "INV"}-${shipmentId}`;

const REFUND_STATUS = { pending: "pending", refund_done: "refunded" } as const;

function addressLines(a: Shipments["delivery_address"]): Html {
  const lines = [
    a.name,
    a.address,
    a.area,
    a.landmark,
    [a.city, a.state, a.area_code].filter(Boolean).join(", "),
    a.country,
  ]
    .filter((l) => l && l.trim() !== "")
    .map((l) => html`${l}<br />`);
  return html`<address>${lines}${a.phone ? html`Phone: ${a.phone}` : ""}</address>`;
}

/**
 * The printable invoice of a shipment: seller, buyer, lines, the breakup (taxes when it has them),
 * payment; for a refunded (cancelled or returned) shipment, its credit note: the same lines and the
 * refund.
 */
export function renderInvoice(shipment: Shipments, store: string): Html {
  const kind = documentKind(shipment);
  const title = kind === "credit_note" ? "Credit note" : "Tax invoice";
  const currency = shipment.prices.currency_code;
  const created = new Date(shipment.shipment_created_at);
  const date = Number.isNaN(created.getTime())
    ? shipment.shipment_created_at
    : created.toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const rows = shipment.bags.map(
    (bag) =>
      html`<tr>
        <td>
          ${bag.item.brand.name} ${bag.item.name}<br /><small>Size ${bag.item.size} · Article ${bag.article.uid}</small>
        </td>
        <td class="num">${bag.quantity}</td>
        <td class="num">${formatAmount(bag.prices.price_effective / Math.max(1, bag.quantity), currency)}</td>
        <td class="num">${formatAmount(bag.prices.price_effective, currency)}</td>
      </tr>`,
  );
  const breakup = shipment.breakup_values.map(
    (b) =>
      html`<tr>
        <th colspan="3" scope="row">${b.display}</th>
        <td class="num">${formatAmount(b.value, b.currency_code || currency)}</td>
      </tr>`,
  );
  const number = documentNumber(shipment.shipment_id, kind);
  const refund = shipment.refund_details;
  return htmlPage(
    `${title} ${number} · ${store}`,
    STYLE,
    html`<header>
        <div>
          <h1>${title}</h1>
          <p>${store}</p>
        </div>
        <dl>
          <div>
            <dt>${kind === "credit_note" ? "Credit note number" : "Invoice number"}</dt>
            <dd>${number}</dd>
          </div>
          <div>
            <dt>${kind === "credit_note" ? "Shipment date" : "Invoice date"}</dt>
            <dd>${date}</dd>
          </div>
          <div>
            <dt>Order</dt>
            <dd>${shipment.order_id}</dd>
          </div>
          <div>
            <dt>Shipment</dt>
            <dd>${shipment.shipment_id}</dd>
          </div>
        </dl>
      </header>
      <div class="parties">
        <section aria-labelledby="seller">
          <h2 id="seller">Sold by</h2>
          <p>${shipment.fulfilling_store.name}<br />Store code ${shipment.fulfilling_store.code}</p>
        </section>
        <section aria-labelledby="ship-to">
          <h2 id="ship-to">Ship to</h2>
          ${addressLines(shipment.delivery_address)}
        </section>
        <section aria-labelledby="bill-to">
          <h2 id="bill-to">Bill to</h2>
          ${addressLines(shipment.billing_address)}
        </section>
      </div>
      <table>
        <caption class="visually-hidden">
          Items
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" class="num">Qty</th>
            <th scope="col" class="num">Unit price</th>
            <th scope="col" class="num">Amount</th>
          </tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
        <tfoot>
          ${breakup}
        </tfoot>
      </table>
      <h2>Payment</h2>
      <p>${shipment.payment.display_name || shipment.payment.mode} (${shipment.payment.status})</p>
      ${
        refund
          ? html`<h2>Refund</h2>
              <p>
                ${formatAmount(refund.amount, refund.currency_code || currency)} ${REFUND_STATUS[refund.status]},
                ${
                  refund.beneficiary_id || shipment.beneficiary_details
                    ? "to the shopper's refund account"
                    : "to the original payment"
                }
              </p>`
          : ""
      }
      <p class="note">Prices include any taxes shown above. This invoice was generated by ${store}.</p>`,
  );
}
