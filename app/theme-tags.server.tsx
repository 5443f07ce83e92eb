/**
 * Injected tags in the server's HTML (decision 36). entry.server writes them into the document
 * stream — the page's head tags at the end of the head, its body-bottom tags at the end of the body,
 * its body-top tags at the start of the body — so that stylesheets apply and scripts run without
 * any JavaScript of ours, and the browser's build carries no code for them. React never sees them:
 * it leaves the head's and the body's last nodes be when it hydrates, and a one-line script moves
 * the body-top tags (already run) from the body's start to its end before hydration. After a
 * client-side navigation the theme runtime (app/runtime/tags.client.ts) brings the next page's,
 * finding these by `data-tag`.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { tagsForPage, type TagView } from "~/lib/injected-tags";
import type { DocumentInsertions } from "~/lib/html-stream.server";

/** The element body-top tags are in (app/runtime/tags.client.ts adds later pages' there too). */
const BODY_TOP_ID = "theme-tags";

function Tags({ tags, nonce }: { tags: TagView[]; nonce: string }) {
  return tags.map(({ id, type, url, content, attributes }) => {
    const props = { nonce, ...attributes, "data-tag": id };
    if (type === "css") {
      return url ? (
        <link key={id} {...props} rel="stylesheet" href={url} />
      ) : (
        <style key={id} {...props} dangerouslySetInnerHTML={{ __html: content ?? "" }} />
      );
    }
    return url ? (
      <script key={id} {...props} src={url} />
    ) : (
      <script key={id} {...props} dangerouslySetInnerHTML={{ __html: content ?? "" }} />
    );
  });
}

/** The page's tags as HTML for the document stream; null when the page has none. */
export function themeTagsInsertions(
  tags: TagView[] | undefined,
  pathname: string,
  nonce: string,
): DocumentInsertions | null {
  if (!tags?.length) return null;
  const page = tagsForPage(tags, pathname);
  if (!page.head.length && !page["body-top"].length && !page["body-bottom"].length) return null;
  const html = (list: TagView[]) => (list.length ? renderToStaticMarkup(<Tags tags={list} nonce={nonce} />) : "");
  const top = html(page["body-top"]);
  return {
    head: html(page.head),
    bodyTop: top && `<div id="${BODY_TOP_ID}">${top}</div>`,
    // Before hydration (module scripts wait for the whole document), out of the way of React's nodes.
    bodyBottom:
      (top &&
        `<script nonce="${nonce}">document.body.append(document.getElementById(${JSON.stringify(BODY_TOP_ID)}))</script>`) +
      html(page["body-bottom"]),
  };
}
