import type { SectionLoader, SectionViewBuilder } from "./types";
import type { BlogCardData } from "~/components/content/BlogCard";
import { toCard } from "~/content/pages.server";
import type { BlogPostsView } from "./blog-posts";
import { numberProp, tagsProp, textProp } from "./props.server";

const DEFAULT_POSTS = 3;
const MAX_POSTS = 12;

/** The latest posts, those with one of the chosen tags when some are. */
export const load: SectionLoader<BlogCardData[]> = async (section, { api }) => {
  const pageSize = numberProp(section.props, "item_count", DEFAULT_POSTS, 1, MAX_POSTS);
  const tags = tagsProp(section.props, "filter_tags");
  const blogs = await api.content.getBlogs({ pageNo: 1, pageSize, ...(tags.length ? { tags: tags.join(",") } : {}) });
  return (blogs?.items ?? []).slice(0, pageSize).map(toCardData);
};

/** Only what the card shows. */
export function toCardData(blog: Parameters<typeof toCard>[0]): BlogCardData {
  const { slug, title, summary, image, publishDate, publishedOn, readingTime } = toCard(blog);
  return { slug, title, summary, image, publishDate, publishedOn, readingTime };
}

/** Null when there is neither a heading nor a post. */
export const view: SectionViewBuilder<BlogPostsView, BlogCardData[]> = (section, data) => {
  const props = section?.props;
  const heading = textProp(props, "title");
  const posts = Array.isArray(data) ? data : [];
  if (!heading && posts.length === 0) return null;
  const buttonText = textProp(props, "button_text", "View all posts");
  return {
    heading,
    description: textProp(props, "description"),
    posts,
    viewAll: posts.length > 0 ? { text: buttonText, href: "/blog/" } : null,
  };
};
