import Markdown, { type AllowElement, type Components, type UrlTransform } from "react-markdown";
import { renderToStaticMarkup } from "react-dom/server";

/*
 * An FAQ answer is the owner's Markdown, rendered on the server (the FAQ is no island, so no
 * script a page loads carries the renderer): only the elements below, no HTML written in the
 * answer, and links only to the web, an e-mail address or a page of the site.
 */

const allowedElements = ["p", "strong", "em", "a", "ul", "ol", "li", "code", "br"];

/** http(s), mailto, a path of the site or an anchor; anything else loses its address. */
export const safeUrl: UrlTransform = (url) => {
  const address = url.trim();
  // "//host" and "/\host" are other sites: browsers read both as a scheme-relative address.
  return /^(?:https?:|mailto:|#|\/(?![/\\]))/i.test(address) ? address : undefined;
};

/**
 * An answer of one paragraph is its text alone, as the answers were before they were Markdown:
 * the page's HTML stays the same.
 */
const unwrapLoneParagraph: AllowElement = (element, _index, parent) =>
  !(
    element.tagName === "p" &&
    parent?.type === "root" &&
    parent.children.filter((child) =>
      child.type === "text" ? child.value.trim() !== "" : child.type === "element",
    ).length === 1
  );

/** Spacing between blocks, only where an answer has several. */
const components: Components = {
  p: ({ node: _node, ...props }) => <p className="mt-3 first:mt-0" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="mt-3 list-disc space-y-1 pl-5 first:mt-0" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="mt-3 list-decimal space-y-1 pl-5 first:mt-0" {...props} />
  ),
  a: ({ node: _node, children, ...props }) => (
    <a className="font-medium text-text-purple underline underline-offset-4" {...props}>
      {children}
    </a>
  ),
};

/** An answer's Markdown as the page shows it. */
export function FaqAnswer({ markdown }: { markdown: string }) {
  return (
    <Markdown
      skipHtml
      allowedElements={allowedElements}
      allowElement={unwrapLoneParagraph}
      unwrapDisallowed
      urlTransform={safeUrl}
      components={components}
    >
      {markdown}
    </Markdown>
  );
}

/** The characters React escapes in text and attributes, back as themselves. */
const entities: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&amp;": "&",
};

/**
 * An answer's words as the page shows them, without markup: what the page's FAQPage data says
 * (search engines read it as text).
 */
export function answerText(markdown: string): string {
  return (
    renderToStaticMarkup(<FaqAnswer markdown={markdown} />)
      // A block's end parts its words from the next block's; inline markup parts nothing.
      .replaceAll(/<\/?(?:p|ul|ol|li|br)\b[^>]*>/g, " ")
      .replaceAll(/<[^>]*>/g, "")
      .replaceAll(/&(?:lt|gt|quot|#x27|amp);/g, (entity) => entities[entity]!)
      .replaceAll(/\s+/g, " ")
      .trim()
  );
}
