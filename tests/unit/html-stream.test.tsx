import { createRequire } from "node:module";
import path from "node:path";
import type { ReactElement } from "react";
import { renderToString, type renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dropNulBytes, htmlBodyStream } from "~/lib/html-stream.server";

interface StreamingRenderer {
  renderToPipeableStream: typeof renderToPipeableStream;
}
const require = createRequire(import.meta.url);
// Both builds of React's streaming renderer (not exported by name): the server runs the production one.
const reactDom = path.dirname(require.resolve("react-dom/package.json"));
const renderers: Record<string, StreamingRenderer> = {
  production: require(path.join(reactDom, "cjs/react-dom-server.node.production.min.js")) as StreamingRenderer,
  development: require(path.join(reactDom, "cjs/react-dom-server.node.development.js")) as StreamingRenderer,
};

/** What entry.server sends: React's stream piped through htmlBodyStream, as bytes. */
function streamed(renderer: StreamingRenderer, element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const body = htmlBodyStream();
    const chunks: Buffer[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(Buffer.concat(chunks)));
    body.on("error", reject);
    const { pipe } = renderer.renderToPipeableStream(element, {
      onAllReady: () => pipe(body),
      onShellError: reject,
    });
  });
}

// 18 blocks of `<i>` + 100 characters, then the character after `before - 1934` more: it starts
// at byte `before` of the document (small text chunks, so React buffers them in 2048-byte views).
function markup(before: number, character: string): ReactElement {
  const blocks = Array.from({ length: 18 }, (_, i) => <i key={i}>{"x".repeat(100)}</i>);
  return (
    <div>
      {blocks}
      <b>{`${"y".repeat(before - 1934)}${character} and after`}</b>
    </div>
  );
}

describe("document body stream", () => {
  for (const [build, renderer] of Object.entries(renderers)) {
    for (const character of ["₹", "–", "é", "😀"]) {
      it(`${build} build: "${character}" at every offset around the 2048-byte view matches renderToString`, async () => {
        for (let before = 2030; before <= 2060; before++) {
          const element = markup(before, character);
          const expected = Buffer.from(renderToString(element));
          expect(expected.indexOf(character)).toBe(before);
          const actual = await streamed(renderer, element);
          expect(actual.indexOf(0), `NUL byte with the character at byte ${before}`).toBe(-1);
          expect(actual.equals(expected), `character at byte ${before}`).toBe(true);
        }
      });
    }
  }

  it("passes the pieces written in one turn on as one chunk, in order, and a later turn's as another", async () => {
    const body = htmlBodyStream();
    const chunks: string[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const ended = new Promise((resolve) => body.on("end", resolve));
    body.write(Buffer.from("<html><head>"));
    body.write(Buffer.from([0x3c, 0x70, 0x3e, 0, 0])); // "<p>" and a stray view's zeros
    body.write(Buffer.from("₹</p>"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["<html><head><p>₹</p>"]);
    // A suspense boundary resolving later: its burst streams on its own, without waiting for the end.
    body.write(Buffer.from("<template>late</template>"));
    body.write(Buffer.from("<script>swap()</script>"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["<html><head><p>₹</p>", "<template>late</template><script>swap()</script>"]);
    body.end(Buffer.from("</html>"));
    await ended;
    expect(chunks.join("")).toBe("<html><head><p>₹</p><template>late</template><script>swap()</script></html>");
  });

  it("drops 0x00 bytes wherever they are and keeps a chunk without any as it is", () => {
    const clean = Buffer.from("<p>₹ 1,299</p>");
    expect(dropNulBytes(clean)).toBe(clean);
    expect(dropNulBytes(Buffer.from([0, 0x3c, 0, 0, 0xe2, 0x82, 0xb9, 0]))).toEqual(Buffer.from("<₹"));
    expect(dropNulBytes(Buffer.from([0, 0, 0]))).toEqual(Buffer.alloc(0));
  });
});
