import type { SectionDefinition } from "./types";
import type { Inline, MarkupBlock } from "~/lib/plain-markup";
import { SectionHeader, SectionShell } from "./shared";

export interface RichTextView {
  heading: string;
  /** The text, parsed on the server (~/lib/plain-markup): no HTML is ever rendered from it. */
  blocks: MarkupBlock[];
  align: "left" | "center" | "right";
}

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((piece, i) => {
        if (piece.kind === "strong") return <strong key={i}>{piece.text}</strong>;
        if (piece.kind === "em") return <em key={i}>{piece.text}</em>;
        if (piece.kind === "link")
          return (
            <a key={i} href={piece.href}>
              {piece.text}
            </a>
          );
        return <span key={i}>{piece.text}</span>;
      })}
    </>
  );
}

/** A heading and text: paragraphs, subheadings (one level below the heading), lists, bold, italic, links. */
function RichText({ view, index }: { view: RichTextView; index: number }) {
  const Sub = view.heading ? "h3" : "h2";
  return (
    <SectionShell index={index} variant="rich-text" labelled={!!view.heading} label="Text">
      <div className={`rich-text-section rich-text-section--${view.align}`}>
        <SectionHeader index={index} heading={view.heading} />
        {view.blocks.map((block, i) => {
          if (block.kind === "heading")
            return (
              <Sub key={i} className="rich-text-section__subheading">
                <Inlines inlines={block.inlines} />
              </Sub>
            );
          if (block.kind === "list")
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inlines inlines={item} />
                  </li>
                ))}
              </ul>
            );
          return (
            <p key={i}>
              <Inlines inlines={block.inlines} />
            </p>
          );
        })}
      </div>
    </SectionShell>
  );
}

const richText: SectionDefinition<RichTextView> = { Component: RichText };
export default richText;
