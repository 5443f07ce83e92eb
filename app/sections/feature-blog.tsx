import type { SectionDefinition } from "./types";
import type { BlogCardData } from "~/components/content/BlogCard";
import { SectionEmpty, SectionHeader, SectionShell } from "./shared";

export interface FeatureBlogView {
  heading: string;
  description: string;
  /** Null when it could not be loaded. */
  post: BlogCardData | null;
  buttonText: string;
}

/** One blog post highlighted: its cover beside its title, date, summary and a link to read it. */
function FeatureBlog({ view, index }: { view: FeatureBlogView; index: number }) {
  const { heading, post } = view;
  return (
    <SectionShell index={index} variant="feature-blog" labelled={!!heading} label="Featured story">
      <SectionHeader index={index} heading={heading} description={view.description} />
      {post ? (
        <FeaturedPost post={post} index={index} buttonText={view.buttonText} subheading={!!heading} />
      ) : (
        <SectionEmpty>No stories yet.</SectionEmpty>
      )}
    </SectionShell>
  );
}

function FeaturedPost(props: { post: BlogCardData; index: number; buttonText: string; subheading: boolean }) {
  const { post, index, subheading } = props;
  const titleId = `section-${index}-feature-post`;
  const href = `/blog/${post.slug}`;
  return (
    <article className="feature-blog" aria-labelledby={titleId}>
      {post.image ? (
        <div className="feature-blog__media">
          <img src={post.image} alt="" width={1200} height={675} loading="lazy" decoding="async" />
        </div>
      ) : null}
      <div className="feature-blog__body">
        {subheading ? (
          <h3 id={titleId} className="feature-blog__title">
            <a href={href}>{post.title}</a>
          </h3>
        ) : (
          <h2 id={titleId} className="feature-blog__title">
            <a href={href}>{post.title}</a>
          </h2>
        )}
        <p className="blog-meta">
          <time dateTime={post.publishDate}>{post.publishedOn}</time>
          {post.readingTime ? ` · ${post.readingTime} read` : null}
        </p>
        {post.summary ? <p className="feature-blog__summary">{post.summary}</p> : null}
        <p className="theme-section__actions">
          <a className="theme-section__button" href={href}>
            {props.buttonText}
            <span className="visually-hidden">: {post.title}</span>
          </a>
        </p>
      </div>
    </article>
  );
}

const featureBlog: SectionDefinition<FeatureBlogView> = { Component: FeatureBlog };
export default featureBlog;
