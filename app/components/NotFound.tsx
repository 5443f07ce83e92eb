import { Link } from "@remix-run/react";
import { PAGE_NOT_FOUND } from "~/lib/not-found";

/** The not-found view (spec §2.5): image, 'Page Not Found.' and a way back. */
export function NotFound({ title = PAGE_NOT_FOUND, showLink = true }: { title?: string; showLink?: boolean }) {
  return (
    <section className="empty-state" aria-labelledby="empty-state-title">
      <img src="/images/not-found.svg" alt="" width={200} height={150} />
      <h1 id="empty-state-title">{title}</h1>
      {showLink ? (
        <Link className="button" to="/">
          Return to home
        </Link>
      ) : null}
    </section>
  );
}
