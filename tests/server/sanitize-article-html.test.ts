// Article links that open another window never hand it the opener (window.opener): browsers read target names
// without regard to case or surrounding spaces, and any name but _self, _parent and _top opens a new window.
import { sanitizeArticleHtml } from "@/lib/server/content/sanitize-article-html";

const link = (attrs: string) => sanitizeArticleHtml(`<a href="https://example.com/x" ${attrs}>x</a>`);
const NEW_TAB = '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a>';

describe("article links", () => {
  it.each([
    'target="_blank"',
    'target="_BLANK"',
    'TARGET="_Blank"',
    'target=" _blank "',
    'target="_blank" rel="opener"',
    'target="_BLANK" rel="nofollow"',
    'target="promo"',
    'target="_new"',
  ])("%s opens a new tab without the opener", (attrs) => {
    expect(link(attrs)).toBe(NEW_TAB);
  });

  it("leaves links that stay in this window as they are", () => {
    expect(link("")).toBe('<a href="https://example.com/x">x</a>');
    expect(link('target="_SELF"')).toBe('<a href="https://example.com/x" target="_self">x</a>');
    expect(link('target="_top" rel="nofollow"')).toBe(
      '<a href="https://example.com/x" target="_top" rel="nofollow">x</a>',
    );
  });
});
