const linkProps: Array<Record<string, unknown>> = [];
jest.mock("next/link", () => ({
  __esModule: true,
  default: function MockLink(props: Record<string, unknown> & { href: string; children?: React.ReactNode }) {
    linkProps.push(props);
    const { href, children } = props;
    return <a href={href}>{children}</a>;
  },
}));

import { render, screen } from "@testing-library/react";
import type React from "react";
import { SmartLink } from "@/components/ui/smart-link";
import { setConnection } from "./helpers/set-connection";

const lastProps = () => linkProps[linkProps.length - 1];

beforeEach(() => {
  linkProps.length = 0;
});

describe("SmartLink", () => {
  it("turns prefetch off on slow-2g", () => {
    setConnection("slow-2g");
    render(<SmartLink href="/gifts">Подарки</SmartLink>);
    expect(screen.getByRole("link", { name: "Подарки" })).toHaveAttribute("href", "/gifts");
    expect(lastProps().prefetch).toBe(false);
  });

  it.each(["4g", "3g", "2g"])("keeps the default prefetch on %s", (type) => {
    setConnection(type);
    render(<SmartLink href="/products">Товары</SmartLink>);
    expect(lastProps().prefetch).toBeUndefined();
  });

  it("keeps an explicit prefetch choice when the connection is fine or unknown", () => {
    setConnection(undefined);
    render(
      <SmartLink href="/info" prefetch={true}>
        Информация
      </SmartLink>,
    );
    expect(lastProps().prefetch).toBe(true);
  });

  it("overrides even an explicit prefetch on slow-2g", () => {
    setConnection("slow-2g");
    render(
      <SmartLink href="/info" prefetch={true}>
        Информация
      </SmartLink>,
    );
    expect(lastProps().prefetch).toBe(false);
  });
});
