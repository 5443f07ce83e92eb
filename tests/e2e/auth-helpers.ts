/**
 * Helpers for the auth e2e specs: unique addresses, reading codes and links from the dev mailbox
 * (/_dev/mailbox, on in e2e runs through DEV_MAILBOX=1; each message is an <article>), axe.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";

export const PASSWORD = "Secret#123";

/** A unique address per test and project (both projects share one database). */
export const uniqueEmail = (tag: string, info: TestInfo) =>
  `${tag}-${info.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** An Indian mobile number nobody else in the run has (starts with 9, 10 digits). */
export const uniqueMobile = () =>
  `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;

/** The messages to `to`, newest first, as HTML of each <article>. */
async function messagesTo(page: Page, to: string): Promise<string[]> {
  const response = await page.request.get(`/_dev/mailbox?${new URLSearchParams({ to })}`);
  expect(response.status(), "the dev mailbox is on").toBe(200);
  return (await response.text()).match(/<article[\s\S]*?<\/article>/g) ?? [];
}

/** The newest message to `to` matching `pattern`'s first group (waits for it to arrive). */
async function newest(page: Page, to: string, pattern: RegExp, skip?: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const message of await messagesTo(page, to)) {
          const value = pattern.exec(message)?.[1];
          if (value) {
            found = value;
            return value !== skip;
          }
        }
        return false;
      },
      { message: `a message to ${to} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}

/** The newest one-time code sent to `to` (other than `previous`). */
export function codeSentTo(page: Page, to: string, previous?: string): Promise<string> {
  return newest(page, to, /\b(\d{6}) is your /, previous);
}

/** The path + query of the newest link to `path` (e.g. "/auth/set-password/") in a message to `to`. */
export async function linkSentTo(page: Page, to: string, path: string): Promise<string> {
  const href = await newest(page, to, new RegExp(`href="([^"]*${path.replace(/\//g, "\\/")}\\?code=[^"]+)"`));
  const url = new URL(href.replace(/&amp;/g, "&"));
  // The service writes STOREFRONT_URL (localhost); the test's cookies live on the baseURL host.
  return url.pathname + url.search;
}

export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

export async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
}

/** Registers (password account) and lands on the "we've sent a verification link" page. */
export async function register(page: Page, email: string, firstName = "Asha") {
  await page.goto("/auth/register");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name (optional)").fill("Rao");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email-link\/\?email=/);
}

/** Opens the registration e-mail's verification link and confirms it. */
export async function verifyEmailByLink(page: Page, email: string) {
  await page.goto(await linkSentTo(page, email, "/auth/verify-email-link/"));
  await page.getByRole("button", { name: "Verify my e-mail address" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your e-mail address is verified");
}

/** On edit-profile with only soft requirements left: "Skip for now". */
export async function skipProfile(page: Page) {
  await expect(page).toHaveURL(/\/auth\/edit-profile\//);
  await page.getByRole("button", { name: "Skip for now" }).click();
}
