/**
 * The dev mailbox (decision 0005): GET /_dev/mailbox lists the outbox, newest first, as a plain
 * HTML page (no scripts), optionally only the messages to one recipient (?to=). It is for
 * development and tests: server.ts mounts it only when the configuration's devMailbox says so
 * (DEV_MAILBOX, else on outside production).
 */
import { desc, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { escapeHtml } from "../http/html-page";

export const MAILBOX_PATH = "/_dev/mailbox";
/** The newest messages shown. */
const PAGE_SIZE = 200;

export function mailboxRoutes(db: Db) {
  const app = new Hono({ strict: false });
  app.get(MAILBOX_PATH, async (c) => {
    const to = (c.req.query("to") ?? "").trim().slice(0, 320);
    const query = db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(PAGE_SIZE).$dynamic();
    const rows = await (to ? query.where(sql`lower(${mailOutbox.recipient}) = ${to.toLowerCase()}`) : query);
    c.header("cache-control", "no-store");
    c.header("x-robots-tag", "noindex, nofollow");
    return c.html(renderMailbox(rows, to));
  });
  return app;
}

type Row = typeof mailOutbox.$inferSelect;

const STATUS_LABELS: Record<string, string> = {
  pending: "waiting to be sent",
  sending: "being sent",
  sent: "sent",
  failed: "failed",
  held: "held (no SMS gateway)",
};

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g;

/** Escapes `text` and turns the http(s) URLs in it into links (trailing punctuation stays text). */
export function linkify(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let url = match[0];
    const trailing = /[.,;:!?)\]}]+$/.exec(url);
    if (trailing) url = url.slice(0, -trailing[0].length);
    const start = match.index;
    out += escapeHtml(text.slice(last, start)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

function time(date: Date | null | undefined): string {
  if (!date) return "";
  const iso = date.toISOString();
  return `<time datetime="${iso}">${iso.replace("T", " ").slice(0, 19)} UTC</time>`;
}

function renderMessage(row: Row): string {
  const headingId = `message-${row.id}`;
  const title = row.subject || (row.channel === "sms" ? `SMS: ${row.kind}` : `(no subject): ${row.kind}`);
  const status = STATUS_LABELS[row.status] ?? row.status;
  return `<article aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(title)}</h2>
<dl>
<div><dt>To</dt><dd>${escapeHtml(row.recipient)}</dd></div>
<div><dt>Kind</dt><dd>${escapeHtml(row.kind)}</dd></div>
<div><dt>Channel</dt><dd>${row.channel === "sms" ? "SMS" : "E-mail"}</dd></div>
<div><dt>Queued</dt><dd>${time(row.createdAt)}</dd></div>
<div><dt>Status</dt><dd>${escapeHtml(status)}${row.status === "sent" && row.sentAt ? ` ${time(row.sentAt)}` : ""}${
    row.attempts > 0 && row.status !== "sent" ? `, ${row.attempts} attempt${row.attempts === 1 ? "" : "s"}` : ""
  }${row.lastError && row.status !== "sent" ? `: ${escapeHtml(row.lastError)}` : ""}</dd></div>
</dl>
<pre>${linkify(row.text)}</pre>
</article>`;
}

function renderMailbox(rows: Row[], to: string): string {
  const count = `${rows.length === PAGE_SIZE ? "The newest " : ""}${rows.length} message${rows.length === 1 ? "" : "s"}${to ? ` to ${escapeHtml(to)}` : ""}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Mailbox${to ? ` – ${escapeHtml(to)}` : ""}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}
main{max-width:50rem;margin:0 auto;padding:1rem}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;margin-bottom:1rem}
label{display:block;font-weight:600}
input{font:inherit;padding:.4rem;min-width:18rem;border:1px solid #555;border-radius:4px}
button{font:inherit;padding:.4rem 1rem;border:1px solid #1a1a1a;border-radius:4px;background:#1a1a1a;color:#fff}
article{background:#fff;border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}
h2{font-size:1.15rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:.25rem 1rem;margin:0 0 .75rem}
dt{font-weight:600;display:inline}dd{display:inline;margin:0 0 0 .4rem;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f3f3f3;padding:.75rem;margin:0;font-size:.95rem}
a{color:#0645ad}
</style>
</head>
<body>
<main>
<h1>Mailbox</h1>
<p>Every e-mail and SMS the store has queued (the outbox), newest first. Development only.</p>
<form method="get" action="${MAILBOX_PATH}" role="search" aria-label="Messages">
<div><label for="to">Recipient</label><input id="to" name="to" type="search" value="${escapeHtml(to)}" autocomplete="off" spellcheck="false"></div>
<button type="submit">Show</button>${to ? ` <a href="${MAILBOX_PATH}">All messages</a>` : ""}
</form>
<p role="status">${count}.</p>
${rows.map(renderMessage).join("\n")}
</main>
</body>
</html>
`;
}
