/**
 * Custom pages (/page/:slug, and /about-us, the page of that slug) and blog posts (/blog/,
 * /blog/:slug). Their HTML is written by the store's staff: scripts, event handlers and
 * javascript: URLs are removed here (stripScripts), so nothing runs while the page renders and
 * no script reaches the browser; a page's CSS is kept, with nothing that could close its <style>.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { Blog, BlogsResponse, CustomPage, ResourceContent } from "~/sdk/api";
import { SLUG_PATTERN } from "~/sdk/validation";
import { notFound } from "~/http.server";
import { safeHref } from "~/lib/links";
import { pagerView, readPageNo, type PagerView } from "~/lib/pagination";
import { formatDate } from "~/lib/profile";
import { richTextHtml, summaryOf } from "~/lib/rich-text";
import { requestScope } from "~/request-scope.server";
import { critical } from "~/sdk.server";
import type { ContentPageData } from "./legal.server";

/** Blog posts a page (spec part 1 §9). */
const BLOG_PAGE_SIZE = 12;

const checkedSlug = (slug: string | undefined) => {
  if (!slug || !SLUG_PATTERN.test(slug)) throw notFound();
  return slug;
};

/** The HTML blocks of some content, joined and made safe; js blocks are never run. */
const htmlOf = (content: ResourceContent[]) =>
  content
    .filter((c) => c.type === "html" || c.type === "rawhtml")
    .map((c) => richTextHtml(c.value))
    .join("\n");

/** The CSS blocks, joined; "<" cannot appear in CSS that matters here, and could close the <style>. */
const cssOf = (content: ResourceContent[]) =>
  content
    .filter((c) => c.type === "css")
    .map((c) => c.value.replace(/</g, ""))
    .join("\n");

interface CustomPageData extends ContentPageData {
  css: string;
}

function toPageData(page: CustomPage): CustomPageData {
  const html = htmlOf(page.content);
  return {
    title: page.title,
    description: page.seo?.description || page.description || summaryOf(html),
    html,
    css: cssOf(page.content),
  };
}

export async function loadCustomPage(request: Request, context: AppLoadContext, slug: string | undefined) {
  const api = requestScope(request, context).api;
  return toPageData(await critical(api.content.getPage({ slug: checkedSlug(slug) })));
}

interface BlogCard {
  slug: string;
  title: string;
  summary: string;
  image: string;
  author: string;
  publishDate: string;
  /** "20 Dec 2025". */
  publishedOn: string;
  readingTime: string;
  tags: string[];
}

/** A post as its card shows it (the blog list, the blog sections). */
export const toCard = (blog: Blog): BlogCard => ({
  slug: blog.slug,
  title: blog.title,
  summary: blog.summary,
  image: safeHref(blog.feature_image?.secure_url ?? "", ""),
  author: blog.author?.name ?? "",
  publishDate: blog.publish_date,
  publishedOn: formatDate(blog.publish_date),
  readingTime: blog.reading_time,
  tags: blog.tags ?? [],
});

interface BlogListData {
  posts: BlogCard[];
  page: BlogsResponse["page"];
  pager: PagerView | null;
}

export async function loadBlogList(request: Request, context: AppLoadContext): Promise<BlogListData> {
  const pageNo = readPageNo(new URL(request.url).searchParams);
  const api = requestScope(request, context).api;
  const blogs = await critical(api.content.getBlogs({ pageNo, pageSize: BLOG_PAGE_SIZE }));
  // A page past the last one is not a page of this blog.
  if (pageNo > 1 && !blogs.items.length) throw notFound();
  return {
    posts: blogs.items.map(toCard),
    page: blogs.page,
    pager: pagerView(blogs.page, "/blog/", "", { pageSize: BLOG_PAGE_SIZE }),
  };
}

interface BlogPostData extends BlogCard {
  description: string;
  authorRole: string;
  /** The cover image as an absolute URL, for og:image. */
  shareImage: string;
  html: string;
}

export async function loadBlogPost(request: Request, context: AppLoadContext, slug: string | undefined) {
  const api = requestScope(request, context).api;
  const blog = await critical(api.content.getBlog({ slug: checkedSlug(slug) }));
  const html = htmlOf(blog.content);
  const card = toCard(blog);
  return {
    ...card,
    shareImage: card.image ? new URL(card.image, request.url).href : "",
    description: blog.seo?.description || blog.summary || summaryOf(html),
    authorRole: blog.author?.designation ?? "",
    html,
  } satisfies BlogPostData;
}
