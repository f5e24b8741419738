import type { Nodes, PhrasingContent, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";

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

/** Deepest nesting of lists and quotes an agreement may have: deeper would draw off the page. */
export const MAX_NESTING = 8;

/** Deepest any Markdown element may sit (emphasis in a link in a list...), far past what a contract needs. */
const MAX_DEPTH = 48;

/**
 * A block's words as the screen shows them: raw HTML left out (the screen skips it, so a partner never reads
 * it), a link's address after its words, an image by its description.
 */
function wordsOf(nodes: readonly (PhrasingContent | Nodes)[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case "text":
        case "inlineCode":
          return node.value;
        case "html":
          return "";
        case "break":
          return " ";
        case "image":
          return node.alt ?? "";
        case "link": {
          const words = wordsOf(node.children);
          return words.trim() === node.url ? words : `${words} (${node.url})`;
        }
        default:
          return "children" in node ? wordsOf(node.children as PhrasingContent[]) : "";
      }
    })
    .join("");
}

function blocksOf(node: RootContent | Nodes, indent: number, out: TextBlock[]): void {
  switch (node.type) {
    case "root":
      for (const child of node.children) blocksOf(child, indent, out);
      return;
    case "heading":
      out.push({ kind: "heading", text: wordsOf(node.children), indent, level: node.depth });
      return;
    case "paragraph":
      out.push({ kind: "paragraph", text: wordsOf(node.children), indent });
      return;
    case "list":
      node.children.forEach((item, index) => {
        const marker = node.ordered ? `${(node.start ?? 1) + index}.` : "•";
        const [first, ...rest] = item.children;
        if (first?.type === "paragraph")
          out.push({ kind: "item", text: wordsOf(first.children), indent, marker });
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
      // The screen never shows raw HTML, so the signed copy does not either.
      return;
    default:
      if ("children" in node) for (const child of node.children) blocksOf(child as RootContent, indent, out);
  }
}

/**
 * Whether a Markdown tree nests within the limits, walked without recursion: a hostile text may nest thousands
 * deep, which drawing (recursive, as the tree is) would not survive.
 */
function nestsWithinLimits(root: Nodes): boolean {
  const stack: { node: Nodes; nesting: number; depth: number }[] = [{ node: root, nesting: 0, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const nesting = next.nesting + (next.node.type === "list" || next.node.type === "blockquote" ? 1 : 0);
    if (nesting > MAX_NESTING || next.depth > MAX_DEPTH) return false;
    if ("children" in next.node) {
      for (const child of next.node.children) stack.push({ node: child, nesting, depth: next.depth + 1 });
    }
  }
  return true;
}

/** The blocks of a Markdown text, in order; undefined when it nests deeper than the limits. */
export function markdownBlocks(markdown: string): TextBlock[] | undefined {
  const tree = fromMarkdown(markdown);
  if (!nestsWithinLimits(tree)) return undefined;
  const out: TextBlock[] = [];
  blocksOf(tree, 0, out);
  return out;
}
