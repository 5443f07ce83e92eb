/**
 * The demo store's team page (/team/, spec part 1 §2.1): a custom page of slug "team" whose HTML
 * lists the people behind the store, each with a name, a role and a portrait (the demo art's
 * avatars). Its own seed function, apart from the other custom pages (./content.ts). Pure.
 */
import type { customPages } from "../db/schema";
import { escapeHtml } from "../http/html-page";
import { mediaUrl } from "../media/art";
import { BASE_DATE } from "./catalog";
import { hexId } from "./random";

type CustomPageRow = typeof customPages.$inferInsert;

const TEAM_PAGE_SLUG = "team";

/** The team, in the order the page shows them (name, role, avatar colour). */
const TEAM: { name: string; role: string; colour: string }[] = [
  { name: "Kavya Menon", role: "Founder and chief executive", colour: "7043f7" },
  { name: "Arjun Iyer", role: "Head of buying", colour: "1f7a5c" },
  { name: "Ananya Rao", role: "Style editor", colour: "b5446e" },
  { name: "Rohan Desai", role: "Head of stores", colour: "2b5fab" },
  { name: "Meera Pillai", role: "Customer care lead", colour: "a65d12" },
  { name: "Siddharth Bose", role: "Head of technology", colour: "4a4a4a" },
];

const avatarKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

function teamHtml(): string {
  const people = TEAM.map(
    (p) =>
      `<li><figure><img src="${mediaUrl("avatar", avatarKey(p.name), p.colour)}" alt="" width="160" height="160" loading="lazy">` +
      `<figcaption><strong>${escapeHtml(p.name)}</strong> <span>${escapeHtml(p.role)}</span></figcaption></figure></li>`,
  ).join("\n");
  return (
    "<p>Vitrine is run by a small team in Bengaluru and Mumbai who buy, photograph, pack and answer for every piece we sell.</p>\n" +
    `<ul class="team-list">\n${people}\n</ul>\n` +
    '<p>Want to join us? Write to us from the <a href="/contact-us/">contact page</a>.</p>'
  );
}

export function buildTeamPage(applicationId: string): CustomPageRow[] {
  const description = "Meet the people behind the Vitrine Demo Store: our buyers, stylists, store and care teams.";
  return [
    {
      id: hexId(`vitrine:page:${applicationId}:${TEAM_PAGE_SLUG}`),
      applicationId,
      slug: TEAM_PAGE_SLUG,
      title: "Our team",
      description,
      type: "html",
      content: [{ type: "html", value: teamHtml() }],
      featureImage: {
        secure_url: mediaUrl("banner", "page-team", "7043f7", { width: 1200, height: 675 }),
        aspect_ratio: "16:9",
      },
      tags: [],
      seo: { title: "Our team", description },
      published: true,
      // After the other custom pages (the list is by creation time).
      createdAt: new Date(BASE_DATE.getTime() + 60_000),
      updatedAt: new Date(BASE_DATE.getTime() + 60_000),
    },
  ];
}
