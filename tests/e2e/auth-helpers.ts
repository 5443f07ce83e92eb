/**
 * Shoppers for the e2e specs: unique addresses, reading codes and links from the dev mailbox
 * (/_dev/mailbox, on in e2e runs through DEV_MAILBOX=1; each message is an <article>), the sign-up
 * and sign-in forms driven in the page, and accounts created through the storefront's own forms by
 * plain POSTs (no browser) for tests that are not about signing up.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

export const PASSWORD = "Secret#123";

const suffix = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A unique address per test (both projects share one database; the project is in the name to read logs). */
export const uniqueEmail = (tag = "shopper") => `${tag}-${test.info().project.name}-${suffix()}@example.com`;

/** An Indian mobile number nobody else in the run has (starts with 9, 10 digits). */
export const uniqueMobile = () =>
  `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;

/** How the storefront shows a national number: "+91 98765 43210". */
export const shownMobile = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/** The messages to `to`, newest first, as HTML of each <article>. */
async function messagesTo(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`/_dev/mailbox?${new URLSearchParams({ to })}`);
  expect(response.status(), "the dev mailbox is on").toBe(200);
  return (await response.text()).match(/<article[\s\S]*?<\/article>/g) ?? [];
}

/** The newest message to `to` matching `pattern`'s first group (waits for it to arrive). */
async function newest(request: APIRequestContext, to: string, pattern: RegExp, skip?: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const message of await messagesTo(request, to)) {
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
  return newest(page.request, to, /\b(\d{6}) is your /, previous);
}

/** The path + query of the newest link to `path` (e.g. "/auth/set-password/") in a message to `to`. */
export async function linkSentTo(
  from: Page | APIRequestContext,
  to: string,
  path: string,
): Promise<{ href: string; code: string }> {
  const request = "request" in from ? from.request : from;
  const found = await newest(request, to, new RegExp(`href="([^"]*${path.replace(/\//g, "\\/")}\\?code=[^"]+)"`));
  const url = new URL(found.replace(/&amp;/g, "&"));
  // The service writes STOREFRONT_URL (localhost); the test's cookies live on the baseURL host.
  return { href: url.pathname + url.search, code: url.searchParams.get("code")! };
}

export async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
}

/** On a login page: signs in with a password. */
export async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel("E-mail or mobile number").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
}

/** On a login page: signs in with a one-time code sent to an e-mail address (read from the mailbox). */
export async function signInWithEmailCode(page: Page, email: string) {
  const otp = page.getByRole("region", { name: "Sign in with a one-time code" });
  await otp.getByLabel("Your e-mail or mobile").fill(email);
  await otp.getByRole("button", { name: "Send me a code" }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email\//);
  await page.getByLabel("One-time code", { exact: true }).fill(await codeSentTo(page, email));
  await page.getByRole("button", { name: "Sign in" }).click();
}

interface NewShopper {
  email: string;
  firstName?: string;
  /** A national mobile number, given at registration (left unverified). */
  mobile?: string;
}

/** Fills in and sends the registration form (the outcome is the caller's to check). */
export async function fillRegistration(page: Page, { email, firstName = "Asha", mobile }: NewShopper) {
  await page.goto("/auth/register");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name (optional)").fill("Rao");
  await page.getByLabel("E-mail").fill(email);
  if (mobile) await page.getByLabel("Mobile number (optional)").fill(mobile);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** Registers (password account) and lands on the "we've sent a verification link" page. */
export async function register(page: Page, email: string, firstName = "Asha") {
  await fillRegistration(page, { email, firstName });
  await expect(page).toHaveURL(/\/auth\/verify-email-link\/\?email=/);
}

/** Opens the registration e-mail's verification link and confirms it. */
export async function verifyEmailByLink(page: Page, email: string) {
  await page.goto((await linkSentTo(page, email, "/auth/verify-email-link/")).href);
  await page.getByRole("button", { name: "Verify my e-mail address" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your e-mail address is verified");
}

/** On edit-profile with only soft requirements left: "Skip for now". */
export async function skipProfile(page: Page) {
  await expect(page).toHaveURL(/\/auth\/edit-profile\//);
  await page.getByRole("button", { name: "Skip for now" }).click();
}

/** POSTs one of the storefront's forms as a browser without JavaScript would; expects its redirect. */
async function postForm(request: APIRequestContext, path: string, form: Record<string, string>) {
  const response = await request.post(path, { form, maxRedirects: 0 });
  expect(response.status(), `${path} ${form.intent} redirects (${await response.text()})`).toBe(303);
}

/**
 * Registers through the storefront's registration form with `request` (a page's `page.request` shares
 * its cookies): the shopper is signed in there, with the e-mail address not yet verified.
 */
export async function registerByPost(request: APIRequestContext, { email, firstName = "Asha", mobile }: NewShopper) {
  await postForm(request, "/auth/register", {
    intent: "register",
    firstName,
    lastName: "Rao",
    email,
    ...(mobile ? { mobile } : {}),
    password: PASSWORD,
    redirectUrl: "/",
  });
}

/**
 * A shopper with nothing left to do before shopping, signed in on `request`'s cookies: registered,
 * e-mail address verified by the mailed link, the optional mobile step skipped for the session.
 */
export async function createShopper(request: APIRequestContext, shopper: NewShopper) {
  await registerByPost(request, shopper);
  const { code } = await linkSentTo(request, shopper.email, "/auth/verify-email-link/");
  await postForm(request, "/auth/verify-email-link/", { intent: "verify", code, kind: "email", redirectUrl: "/" });
  await postForm(request, "/auth/edit-profile/", { intent: "skip", redirectUrl: "/" });
}
