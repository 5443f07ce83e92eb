import type { MetaFunction } from "@remix-run/react";
import { Link, useLoaderData } from "@remix-run/react";
import { externalLinkLoader } from "~/external-link.server";

export const loader = externalLinkLoader;

export const meta: MetaFunction = () => [{ title: "Leaving the store" }, { name: "robots", content: "noindex" }];

/** `/external/?url=` (spec §2.2): where an external link leads, followed with a plain link (works without JavaScript). */
export default function ExternalLink() {
  const { href, host } = useLoaderData<typeof loader>();
  return (
    <section className="empty-state" aria-labelledby="external-link-title">
      <h1 id="external-link-title">You are leaving the store</h1>
      <p>
        This link opens <strong>{host}</strong>, a site outside this store.
      </p>
      <p className="external-link__address">{href}</p>
      <p>
        <a className="button" href={href} rel="noopener noreferrer nofollow external">
          Continue to {host}
        </a>{" "}
        <Link className="button button--secondary" to="/">
          Back to the store
        </Link>
      </p>
    </section>
  );
}
