// A cached page's answer kept whole with the places of its nonce (server/nonce-template.ts): each answer is one
// Buffer holding its own nonce in every place; a copy being written is never handed to another answer, and a copy
// given back is used again instead of a new one.
import { keptCopyBytes, plainNonceTemplate } from "@/server/nonce-template";

const page = 'N<!doctype html><script nonce="N">a</script><p>Цена 1 249 ₽</p><style nonce="N"></style>N';
const parts = () => page.split("N").map((s) => Buffer.from(s, "utf8"));
const nonce = (c: string) => Buffer.from(c.repeat(24));

describe("plainNonceTemplate", () => {
  it("answers the page with the answer's own nonce in every place, of the length it announces", () => {
    const template = plainNonceTemplate(parts(), 24);
    const copy = template.copyWith(nonce("a"));
    expect(copy.length).toBe(template.length);
    expect(copy.toString("utf8")).toBe(page.split("N").join("a".repeat(24)));
  });

  it("never hands out a copy still being written, and reuses one given back", () => {
    const template = plainNonceTemplate(parts(), 24);
    const first = template.copyWith(nonce("a"));
    const second = template.copyWith(nonce("b"));
    expect(second).not.toBe(first);
    expect(first.toString("utf8")).toContain("a".repeat(24)); // untouched by the second answer
    template.release(first);
    const third = template.copyWith(nonce("c"));
    expect(third).toBe(first);
    expect(third.toString("utf8")).toBe(page.split("N").join("c".repeat(24)));
  });

  it("keeps a bounded number of copies: answers beyond them get one of their own, not kept", () => {
    const template = plainNonceTemplate(parts(), 24);
    const copies = Array.from({ length: 20 }, () => template.copyWith(nonce("d")));
    expect(new Set(copies).size).toBe(20);
    for (const copy of copies) template.release(copy);
    const again = new Set(Array.from({ length: 20 }, () => template.copyWith(nonce("e"))));
    // Only the kept ones come back; the rest are new.
    expect(copies.filter((copy) => again.has(copy)).length).toBe(8);
  });

  it("gives the kept copies' bytes back to the budget when the page goes, and keeps none after", () => {
    const before = keptCopyBytes();
    const template = plainNonceTemplate(parts(), 24);
    const copy = template.copyWith(nonce("g"));
    expect(keptCopyBytes()).toBe(before + template.length);
    template.dispose();
    expect(keptCopyBytes()).toBe(before);
    template.release(copy);
    expect(template.copyWith(nonce("h"))).not.toBe(copy);
    expect(keptCopyBytes()).toBe(before);
  });

  it("answers a page without a nonce as it is, and refuses a nonce of another length", () => {
    const template = plainNonceTemplate([Buffer.from("<p>plain</p>")], 24);
    expect(template.copyWith(nonce("f")).toString()).toBe("<p>plain</p>");
    expect(() => template.copyWith(Buffer.from("short"))).toThrow(/length/);
  });
});
