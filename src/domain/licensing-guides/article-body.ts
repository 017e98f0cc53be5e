// Article bodies are kept as a small Markdown subset and turned into blocks that pages render as
// React elements, never as HTML: a paragraph per blank-line-separated chunk, "## " headings, "- "
// bullet lists and [text](link) links whose link passes the guide-link rule. Anything else is
// plain text, so whatever staff type, the page shows it as text.
import { isGuideLink } from './guide-link.ts';

export type ArticleInline =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

export type ArticleBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; inlines: ArticleInline[] }
  | { kind: 'list'; items: ArticleInline[][] };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** Splits a line into text and links; a link we would not publish stays as its literal text. */
export function parseInlines(line: string): ArticleInline[] {
  const inlines: ArticleInline[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const [whole, text, href] = match as unknown as [string, string, string];
    if (!isGuideLink(href)) continue;
    if (match.index > last) inlines.push({ kind: 'text', text: line.slice(last, match.index) });
    inlines.push({ kind: 'link', text, href });
    last = match.index + whole.length;
  }
  if (last < line.length) inlines.push({ kind: 'text', text: line.slice(last) });
  return inlines;
}

export function parseArticleBody(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const chunks = body.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (lines.length === 0) continue;
    const first = lines[0]!;
    if (lines.length === 1 && first.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: first.slice(3).trim() });
    } else if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({ kind: 'list', items: lines.map((line) => parseInlines(line.slice(2).trim())) });
    } else {
      blocks.push({ kind: 'paragraph', inlines: parseInlines(lines.join(' ')) });
    }
  }
  return blocks;
}

/** Every link written as [text](link) whose link we would not publish: reported, not dropped. */
export function unpublishableLinks(body: string): string[] {
  return [...body.matchAll(LINK)].map((match) => match[2]!).filter((href) => !isGuideLink(href));
}

/** The links an article body publishes, e.g. to check that internal ones resolve. */
export function articleLinks(body: string): string[] {
  return parseArticleBody(body).flatMap((block) => {
    const lines =
      block.kind === 'paragraph' ? [block.inlines] : block.kind === 'list' ? block.items : [];
    return lines.flat().flatMap((inline) => (inline.kind === 'link' ? [inline.href] : []));
  });
}
