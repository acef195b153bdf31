// Article HTML is written by staff but served to browsers as-is, so it is cleaned on the way out:
// a stolen admin account or a pasted snippet must not become stored XSS.
import sanitizeHtml from "sanitize-html";

const SAME_WINDOW_TARGETS = new Set(["", "_self", "_parent", "_top"]);

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "div",
    "span",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "small",
    "mark",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "blockquote",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "a",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A link opening a new tab must not hand the opener to the target page: browsers read target names without
    // regard to case, and any name but these three (a named window, `_BLANK`, ` _blank`) opens a new one.
    a: (tagName, attribs) => {
      if (attribs.target === undefined) return { tagName, attribs };
      const target = attribs.target.trim().toLowerCase();
      if (SAME_WINDOW_TARGETS.has(target)) return { tagName, attribs: { ...attribs, target } };
      return { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } };
    },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
