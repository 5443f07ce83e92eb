/**
 * The store operator's command (`npm run store -- …`): talks to a running store's admin API with
 * ADMIN_TOKEN, so it works with the embedded database while the store runs.
 *
 *   npm run store -- shipment list [status]     the latest shipments (optionally of one status)
 *   npm run store -- shipment advance <id>      moves a shipment one step along its journey (or its return)
 *   npm run store -- shipment cancel <id>       cancels a shipment not yet shipped (stock back, refund)
 *   npm run store -- paylink create --amount <rupees> (--email <address> | --mobile <number>)
 *        [--description <text>] [--reference <external order id>] [--expires-in <minutes>]
 *                                               creates a payment link and sends it (decision 0022)
 *   npm run store -- paylink show|resend|cancel <link id>
 *
 * STORE_URL (default http://localhost:$PORT, else :3000) names the store.
 */
import { parseArgs } from "node:util";

const [area, action, arg] = process.argv.slice(2);
const base = (process.env.STORE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
const token = process.env.ADMIN_TOKEN;

const USAGE = [
  "usage: npm run store -- shipment list [status] | shipment advance <shipment id> | shipment cancel <shipment id>",
  "       npm run store -- paylink create --amount <rupees> (--email <address> | --mobile <number>)",
  "                          [--description <text>] [--reference <external order id>] [--expires-in <minutes>]",
  "       npm run store -- paylink show|resend|cancel <link id>",
].join("\n");

async function call(method: "GET" | "POST", path: string, json?: unknown): Promise<unknown> {
  const response = await fetch(`${base}/service/admin${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(body.message ?? `${response.status} ${response.statusText}`);
  return body;
}

async function main(): Promise<number> {
  if (!token) {
    console.error("ADMIN_TOKEN is not set: give the running store's admin token.");
    return 2;
  }
  if (area === "shipment" && action === "list") {
    const { shipments } = (await call("GET", `/shipments${arg ? `?status=${encodeURIComponent(arg)}` : ""}`)) as {
      shipments: { shipment_id: string; order_id: string; status: string; updated_at: string; staff_user_id: string }[];
    };
    for (const s of shipments) {
      const staff = s.staff_user_id ? `  staff ${s.staff_user_id}` : "";
      console.log(`${s.shipment_id}  ${s.order_id}  ${s.status.padEnd(18)} ${s.updated_at}${staff}`);
    }
    if (shipments.length === 0) console.log("No shipments.");
    return 0;
  }
  if (area === "shipment" && (action === "advance" || action === "cancel") && arg) {
    const { status } = (await call("POST", `/shipments/${encodeURIComponent(arg)}/${action}`)) as { status: string };
    console.log(`Shipment ${arg} is now ${status}.`);
    return 0;
  }
  if (area === "paylink") return paylink();
  console.error(USAGE);
  return 2;
}

/** `paylink create …` and `paylink show|resend|cancel <id>`. */
async function paylink(): Promise<number> {
  if (action === "create") {
    const { values } = parseArgs({
      args: process.argv.slice(4),
      options: {
        amount: { type: "string" },
        email: { type: "string", default: "" },
        mobile: { type: "string", default: "" },
        description: { type: "string", default: "" },
        reference: { type: "string", default: "" },
        "expires-in": { type: "string" },
      },
    });
    const body = {
      amount: Number(values.amount),
      email: values.email,
      mobile_number: values.mobile,
      description: values.description,
      external_order_id: values.reference,
      ...(values["expires-in"] ? { expires_in_minutes: Number(values["expires-in"]) } : {}),
    };
    const link = (await call("POST", "/payment-links", body)) as { payment_link_id: string; payment_link_url: string };
    console.log(`Payment link ${link.payment_link_id} sent: ${link.payment_link_url}`);
    return 0;
  }
  if (action === "show" && arg) {
    const link = (await call("GET", `/payment-links/${encodeURIComponent(arg)}`)) as Record<string, string | number>;
    for (const key of ["payment_link_current_status", "amount", "description", "external_order_id", "expires_at"])
      console.log(`${key.padEnd(28)} ${String(link[key] ?? "")}`);
    return 0;
  }
  if ((action === "resend" || action === "cancel") && arg) {
    const { message } = (await call("POST", `/payment-links/${encodeURIComponent(arg)}/${action}`)) as {
      message: string;
    };
    console.log(`${message}.`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
