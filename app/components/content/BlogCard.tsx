/** A blog post's card as the blog list and the blog sections show it (plain JSON-friendly values). */
export interface BlogCardData {
  slug: string;
  title: string;
  summary: string;
  /** A safe URL, or "". */
  image: string;
  publishDate: string;
  /** "20 Dec 2025". */
  publishedOn: string;
  readingTime: string;
}

/**
 * A post's cover, linked title, date and summary (/blog/ and the blog-posts section). `level` is the
 * title's heading level. The cover is decorative (the title is the link) and lazy.
 */
export function BlogCard({
  post,
  level = 2,
  idPrefix = "post",
}: {
  post: BlogCardData;
  level?: 2 | 3;
  idPrefix?: string;
}) {
  const Title = level === 2 ? "h2" : "h3";
  const id = `${idPrefix}-${post.slug}`;
  return (
    <li className="blog-card">
      <article aria-labelledby={id}>
        {post.image ? <img src={post.image} alt="" width={1200} height={675} loading="lazy" decoding="async" /> : null}
        <Title id={id}>
          <a href={`/blog/${post.slug}`}>{post.title}</a>
        </Title>
        <p className="blog-meta">
          <time dateTime={post.publishDate}>{post.publishedOn}</time>
          {post.readingTime ? ` · ${post.readingTime} read` : null}
        </p>
        <p>{post.summary}</p>
      </article>
    </li>
  );
}
