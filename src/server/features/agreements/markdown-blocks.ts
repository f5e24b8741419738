import type { Nodes, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString as textOf } from "mdast-util-to-string";

/** One block of an agreement's text as the signed PDF draws it: words only, nothing in the Markdown runs. */
export interface TextBlock {
  kind: "heading" | "paragraph" | "item" | "quote" | "code" | "rule";
  text: string;
  /** Nesting: a list inside a list, a quote, drawn further in. */
  indent: number;
  /** A heading's level, 1 to 6. */
  level?: number;
  /** A list item's bullet or number. */
  marker?: string;
}

function blocksOf(node: RootContent | Nodes, indent: number, out: TextBlock[]): void {
  switch (node.type) {
    case "root":
      for (const child of node.children) blocksOf(child, indent, out);
      return;
    case "heading":
      out.push({ kind: "heading", text: textOf(node), indent, level: node.depth });
      return;
    case "paragraph":
      out.push({ kind: "paragraph", text: textOf(node), indent });
      return;
    case "list":
      node.children.forEach((item, index) => {
        const marker = node.ordered ? `${(node.start ?? 1) + index}.` : "•";
        const [first, ...rest] = item.children;
        if (first?.type === "paragraph") out.push({ kind: "item", text: textOf(first), indent, marker });
        else {
          out.push({ kind: "item", text: "", indent, marker });
          if (first) blocksOf(first, indent + 1, out);
        }
        for (const child of rest) blocksOf(child, indent + 1, out);
      });
      return;
    case "blockquote":
      for (const child of node.children) {
        const before = out.length;
        blocksOf(child, indent + 1, out);
        for (const block of out.slice(before)) if (block.kind === "paragraph") block.kind = "quote";
      }
      return;
    case "code":
      out.push({ kind: "code", text: node.value, indent });
      return;
    case "thematicBreak":
      out.push({ kind: "rule", text: "", indent });
      return;
    case "html":
      // Drawn as the characters written, never interpreted.
      out.push({ kind: "paragraph", text: node.value, indent });
      return;
    default: {
      const text = textOf(node);
      if (text.trim()) out.push({ kind: "paragraph", text, indent });
    }
  }
}

/** The blocks of a Markdown text, in order. */
export function markdownBlocks(markdown: string): TextBlock[] {
  const out: TextBlock[] = [];
  blocksOf(fromMarkdown(markdown), 0, out);
  return out;
}
