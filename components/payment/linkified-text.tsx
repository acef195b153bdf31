// A provider's help text with its http(s) links made clickable: the text is split into strings and <a> elements,
// so nothing in it is ever parsed as HTML.
import { Fragment } from "react";
import { toSafeHttpUrl } from "./safe-url";

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the link. */
const TRAILING = /[.,;:!?)\]»]+$/;

type Piece = { text: string; href?: string };

export function splitLinks(text: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, "");
    const start = match.index;
    const href = toSafeHttpUrl(raw);
    if (!href) continue;
    if (start > last) pieces.push({ text: text.slice(last, start) });
    pieces.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

export function LinkifiedText({ text, newWindowLabel }: { text: string; newWindowLabel: string }) {
  return (
    <>
      {splitLinks(text).map((piece, index) =>
        piece.href ? (
          <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer">
            {piece.text}
            <span className="visually-hidden"> {newWindowLabel}</span>
          </a>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
