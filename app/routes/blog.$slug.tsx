import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { contentLinks, RichText } from "~/components/content/ContentArticle";
import { loadBlogPost } from "~/content/pages.server";
import { PAGE_NOT_FOUND } from "~/lib/not-found";

/** /blog/:slug (spec part 1 §2.1): one post with its cover image, author and date. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadBlogPost(request, context, params.slug);
export { publicPageHeaders as headers } from "~/lib/cache-headers";
export const links = contentLinks;
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.title },
        { name: "description", content: data.description },
        { property: "og:type", content: "article" },
        ...(data.shareImage ? [{ property: "og:image", content: data.shareImage }] : []),
      ]
    : [{ title: PAGE_NOT_FOUND }];

export default function BlogPost() {
  const post = useLoaderData<typeof loader>();
  return (
    <article className="content-page blog-post">
      <p>
        <Link to="/blog/">Back to the blog</Link>
      </p>
      <h1>{post.title}</h1>
      <p className="blog-meta">
        {post.author ? `By ${post.author}${post.authorRole ? `, ${post.authorRole}` : ""} · ` : null}
        <time dateTime={post.publishDate}>{post.publishedOn}</time>
        {post.readingTime ? ` · ${post.readingTime} read` : null}
      </p>
      {post.image ? <img className="blog-post__image" src={post.image} alt="" width={1200} height={675} /> : null}
      <RichText html={post.html} />
      {post.tags.length ? <p className="blog-meta">Tagged: {post.tags.join(", ")}</p> : null}
    </article>
  );
}
