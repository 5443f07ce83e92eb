/**
 * The content pages' pieces: an article with its title and server-made HTML (policy pages, about
 * us, custom pages), and the `meta` export they share. The HTML was made safe by the loader
 * (app/lib/rich-text.ts); nothing here runs scripts.
 */
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import contentStyles from "~/styles/content.css";
import { PAGE_NOT_FOUND } from "~/lib/not-found";

/** The content pages' stylesheet (only these routes link it). */
export const contentLinks: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

/** HTML the loader made safe (rich-text.ts): shown as it is. */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

function ContentArticle({ title, html, children }: { title: string; html: string; children?: ReactNode }) {
  return (
    <article className="content-page">
      <h1>{title}</h1>
      <RichText html={html} />
      {children}
    </article>
  );
}

/** The `meta` of a content page whose loader answers `title` and `description`. */
export const contentMeta: MetaFunction<() => Promise<{ title: string; description: string }>> = ({ data }) =>
  data
    ? [{ title: data.title }, ...(data.description ? [{ name: "description", content: data.description }] : [])]
    : [{ title: PAGE_NOT_FOUND }];

/**
 * The page of a route whose loader answers a title and safe HTML (and CSS, for a custom page): the
 * policy pages, /about-us and /page/:slug re-export it as their default.
 */
export function ContentPage() {
  const { title, html, css } = useLoaderData<{ title: string; html: string; css?: string }>();
  return (
    <>
      {css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null}
      <ContentArticle title={title} html={html} />
    </>
  );
}
