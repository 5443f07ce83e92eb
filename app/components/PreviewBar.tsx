import { Form, useLocation } from "@remix-run/react";
import type { PreviewState } from "~/shell.server";

/** Spec §2.5: "You're previewing:" with 'Close preview' (theme previews only) and 'Hide bar'. */
export function PreviewBar({ preview }: { preview: PreviewState }) {
  const location = useLocation();
  const back = location.pathname + location.search;
  return (
    <aside className="preview-bar" aria-label="Preview">
      <p>
        You&apos;re previewing: <strong>{preview.themeId ?? "Development app"}</strong>
      </p>
      <Form method="post" action="/preview" reloadDocument className="preview-bar__actions">
        <input type="hidden" name="redirectTo" value={back} />
        {preview.themeId ? (
          <button type="submit" name="intent" value="close">
            Close preview
          </button>
        ) : null}
        <button type="submit" name="intent" value="hide">
          Hide bar
        </button>
      </Form>
    </aside>
  );
}
