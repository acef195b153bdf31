// Catalogue art (components/catalog/catalog-image.tsx): next/image's attributes on a plain <img>, so no image
// component reaches the browser, with the same rules: raster files through the optimizer, SVGs as they are, lazy
// unless eager, and a preloaded picture fetched first.
import { render } from "@testing-library/react";
import { CatalogImage } from "@/components/catalog/catalog-image";

const img = (ui: React.ReactElement) => render(ui).container.querySelector("img")!;

describe("CatalogImage", () => {
  it("serves a raster file through the optimizer with a srcset, lazily", () => {
    const el = img(<CatalogImage src="/media/games/pubg.png" alt="PUBG Mobile" width={120} height={120} />);
    expect(el.getAttribute("alt")).toBe("PUBG Mobile");
    expect(el.getAttribute("src")).toMatch(/^\/_next\/image\?url=%2Fmedia%2Fgames%2Fpubg\.png&w=\d+&q=\d+$/);
    expect(el.getAttribute("srcset")).toMatch(/ 1x, .* 2x$/);
    expect(el.getAttribute("loading")).toBe("lazy");
    expect(el.getAttribute("decoding")).toBe("async");
    expect([el.getAttribute("width"), el.getAttribute("height")]).toEqual(["120", "120"]);
    expect(el.getAttribute("fetchpriority")).toBeNull();
  });

  it("serves an SVG as it is", () => {
    const el = img(<CatalogImage src="/images/games/pubg.svg" alt="" width={40} height={40} />);
    expect(el.getAttribute("src")).toBe("/images/games/pubg.svg");
    expect(el.getAttribute("srcset")).toBeNull();
  });

  it("loads an eager or preloaded picture at once, a preloaded one first", () => {
    const eager = img(<CatalogImage src="/images/a.svg" alt="" width={10} height={10} loading="eager" />);
    expect(eager.getAttribute("loading")).toBe("eager");
    expect(eager.getAttribute("fetchpriority")).toBeNull();
    const preloaded = img(<CatalogImage src="/images/b.svg" alt="" width={10} height={10} preload />);
    // No loading attribute: the browser's default, eager.
    expect(preloaded.getAttribute("loading")).toBeNull();
    expect(preloaded.getAttribute("fetchpriority")).toBe("high");
  });
});
