import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogCard } from "~/components/content/BlogCard";
import { contentLinks } from "~/components/content/ContentArticle";
import { Pager } from "~/components/Pager";
import { loadBlogList } from "~/content/pages.server";

/** /blog/ (spec part 1 §2.1): the store's posts, newest first, 12 a page with numbered page links. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBlogList(request, context);
export { publicPageHeaders as headers } from "~/lib/cache-headers";
export const links = contentLinks;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data && (data.page.current ?? 1) > 1 ? `Blog: page ${data.page.current}` : "Blog" },
  { name: "description", content: "Style notes, fit guides and fabric care from the Vitrine Demo Store team." },
];

export default function BlogList() {
  const { posts, pager } = useLoaderData<typeof loader>();
  return (
    <div className="blog-page">
      <h1>Blog</h1>
      {posts.length ? (
        <ul className="blog-list">
          {posts.map((post) => (
            <BlogCard key={post.slug} post={post} />
          ))}
        </ul>
      ) : (
        <p>No posts yet.</p>
      )}
      <Pager view={pager} />
    </div>
  );
}
