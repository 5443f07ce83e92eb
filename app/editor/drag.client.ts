/**
 * Dragging the theme editor's section rows (HTML5 drag and drop), loaded after hydration outside the
 * editor's route chunk: rows are found by delegation on the list (React re-creates them after each
 * move). While a row is dragged the frame is told `drag-start`, `dragging {index}` for the row under
 * it (marked `data-over`) and `drag-end`; a drop on another row posts the dragged row's own move
 * form (its place in the editor) with the drop's target.
 */
import type { Post } from "~/editor/SectionsPanel";

export function startDragging(list: HTMLElement, hooks: { post: Post; move(form: FormData): void }) {
  let dragged: number | null = null;
  let over: number | null = null;
  const rowOf = (event: Event) => {
    const row = event.target instanceof Element ? event.target.closest("li") : null;
    return row && row.parentElement === list ? [...list.children].indexOf(row) : -1;
  };
  const mark = (index: number | null) => {
    for (const [i, row] of [...list.children].entries()) row.toggleAttribute("data-over", i === index);
  };
  const onStart = (event: DragEvent) => {
    const index = rowOf(event);
    if (index < 0 || !event.dataTransfer) return;
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", String(index));
    dragged = index;
    hooks.post({ type: "drag-start" });
  };
  const onOver = (event: DragEvent) => {
    const index = rowOf(event);
    if (dragged === null || index < 0) return;
    event.preventDefault();
    if (over === index) return;
    over = index;
    mark(index);
    hooks.post({ type: "dragging", index });
  };
  const onEnd = () => {
    if (dragged === null) return;
    dragged = over = null;
    mark(null);
    hooks.post({ type: "drag-end" });
  };
  const onDrop = (event: DragEvent) => {
    const index = rowOf(event);
    const from = dragged;
    if (from === null || index < 0) return;
    event.preventDefault();
    onEnd();
    const form = list.children[from]?.querySelector("form");
    if (from === index || !form) return;
    const data = new FormData(form);
    data.set("intent", "move");
    data.set("to", String(index));
    hooks.move(data);
  };
  const listeners = [
    ["dragstart", onStart],
    ["dragover", onOver],
    ["drop", onDrop],
    ["dragend", onEnd],
  ] as const;
  for (const [type, listener] of listeners) list.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) list.removeEventListener(type, listener);
  };
}
