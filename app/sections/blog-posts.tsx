import type { SectionDefinition } from "./types";
import { BlogCard, type BlogCardData } from "~/components/content/BlogCard";
import { SectionEmpty, SectionHeader, SectionShell, ViewAllLink } from "./shared";

export interface BlogPostsView {
  heading: string;
  description: string;
  posts: BlogCardData[];
  /** The link to the blog, or null. */
  viewAll: { text: string; href: string } | null;
}

/** The latest blog posts as cards (cover, linked title, date, summary), then a link to the blog. */
function BlogPosts({ view, index }: { view: BlogPostsView; index: number }) {
  const { heading, posts } = view;
  return (
    <SectionShell index={index} variant="blog-posts" labelled={!!heading} label="From the blog">
      <SectionHeader index={index} heading={heading} description={view.description} />
      {posts.length > 0 ? (
        <ul className="blog-list">
          {posts.map((post) => (
            <BlogCard key={post.slug} post={post} level={heading ? 3 : 2} idPrefix={`section-${index}-post`} />
          ))}
        </ul>
      ) : (
        <SectionEmpty>No posts yet.</SectionEmpty>
      )}
      <ViewAllLink link={view.viewAll} heading={heading} />
    </SectionShell>
  );
}

const blogPosts: SectionDefinition<BlogPostsView> = { Component: BlogPosts };
export default blogPosts;
