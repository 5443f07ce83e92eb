import type { SectionLoader, SectionViewBuilder } from "./types";
import type { BlogCardData } from "~/components/content/BlogCard";
import { toCardData } from "./blog-posts.server";
import type { FeatureBlogView } from "./feature-blog";
import { slugProp, textProp } from "./props.server";

/** The chosen post (the `blog` prop's slug), or the latest one when none is chosen or it is gone. */
export const load: SectionLoader<BlogCardData | null> = async (section, { api }) => {
  const slug = slugProp(section.props, "blog");
  const chosen = slug ? await api.content.getBlog({ slug }).catch(() => null) : null;
  const post = chosen ?? (await api.content.getBlogs({ pageNo: 1, pageSize: 1 }))?.items?.[0];
  return post ? toCardData(post) : null;
};

/** Null when there is neither a heading nor a post. */
export const view: SectionViewBuilder<FeatureBlogView, BlogCardData | null> = (section, data) => {
  const props = section?.props;
  const heading = textProp(props, "heading");
  const post = data && data.slug && data.title ? data : null;
  if (!heading && !post) return null;
  return {
    heading,
    description: textProp(props, "description"),
    post,
    buttonText: textProp(props, "button_text", "Read the story"),
  };
};
