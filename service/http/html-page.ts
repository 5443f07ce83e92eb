/**
 * The pages the service serves itself — the Sandbox's hosted payment page, printable invoices and
 * credit notes: one HTML shell (no JavaScript, not indexed) and amounts as those pages show them.
 */
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** A whole page: `title`, the page's own `style` (trusted CSS, not escaped) and what goes in `<main>`. */
export function htmlPage(title: string, style: string, main: Html): Html {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${raw(style)}
        </style>
      </head>
      <body>
        <main>${main}</main>
      </body>
    </html>`;
}

/** An amount as a page shows it: "₹1,234.00" (the currency code before it when Intl does not know it). */
export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-IN", { style: "currency", currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe inside HTML built as a string (element content and quoted attribute values). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
