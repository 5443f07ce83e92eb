/**
 * ProfileForm's markup as the server renders it: a plain post to the page's action, left to the
 * server's checks (noValidate), showing its form-level error first and described by it while it shows.
 */
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { renderAt } from "./helpers/render-at";
import { ProfileForm } from "~/components/profile/ProfileCard";

const render = (element: ReactElement) => renderAt("/profile/details/", element);

const formTag = (html: string) => /<form[^>]*>/.exec(html)?.[0] ?? "";

describe("ProfileForm", () => {
  it("is described by its form-level error while it shows one", async () => {
    const html = await render(
      <ProfileForm action="/profile/details/" errorId="profile-error" formError="Something went wrong">
        <button type="submit">Save</button>
      </ProfileForm>,
    );
    const form = formTag(html);
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/profile/details/"');
    expect(form).toContain('class="auth-form"');
    expect(form).toContain('novalidate=""');
    expect(form).toContain('aria-describedby="profile-error"');
    expect(html).toMatch(/id="profile-error"[^>]*>Something went wrong</);
    expect(html.indexOf('id="profile-error"')).toBeLessThan(html.indexOf("<button"));
  });

  it("has no description while it shows no error", async () => {
    const html = await render(
      <ProfileForm action="/profile/details/" errorId="profile-error">
        <button type="submit">Save</button>
      </ProfileForm>,
    );
    expect(formTag(html)).not.toContain("aria-describedby");
    expect(formTag(html)).toContain('class="auth-form"');
  });
});
