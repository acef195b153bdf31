// A product's amount is 0 (not ordered) or within its min and max quantity; the stepper's +/− move by one
// inside the range and jump between 0 and the minimum at its lower end.
import { clampQuantity, stepDown, stepUp } from "@/components/game/clamp-quantity";

const limits = { minQuantity: 2, maxQuantity: 5 };

describe("clampQuantity", () => {
  it("keeps 0 and anything not positive at 0", () => {
    for (const value of [0, -1, -0.5, -Infinity]) expect(clampQuantity(value, limits)).toBe(0);
  });

  it("treats what is not a number as 0", () => {
    for (const value of [NaN, Infinity]) expect(clampQuantity(value, limits)).toBe(0);
  });

  it("raises an amount below the minimum to it", () => {
    expect(clampQuantity(1, limits)).toBe(2);
  });

  it("lowers an amount above the maximum to it", () => {
    expect(clampQuantity(6, limits)).toBe(5);
    expect(clampQuantity(1_000_000, limits)).toBe(5);
  });

  it("keeps amounts within the limits", () => {
    for (const value of [2, 3, 4, 5]) expect(clampQuantity(value, limits)).toBe(value);
  });

  it("drops the fraction of a whole amount", () => {
    expect(clampQuantity(3.9, limits)).toBe(3);
    // A positive fraction below one still means the shopper wants some: the minimum.
    expect(clampQuantity(0.5, limits)).toBe(2);
  });

  it("treats a minimum of 0 as 1", () => {
    expect(clampQuantity(0, { minQuantity: 0, maxQuantity: 3 })).toBe(0);
    expect(clampQuantity(1, { minQuantity: 0, maxQuantity: 3 })).toBe(1);
  });

  it("lets the maximum win when the limits are inconsistent", () => {
    expect(clampQuantity(1, { minQuantity: 5, maxQuantity: 3 })).toBe(3);
  });
});

describe("stepUp", () => {
  it("jumps from 0 straight to the minimum", () => {
    expect(stepUp(0, limits)).toBe(2);
    expect(stepUp(0, { minQuantity: 0, maxQuantity: 3 })).toBe(1);
    expect(stepUp(0, { minQuantity: 1, maxQuantity: 3 })).toBe(1);
  });

  it("adds one up to the maximum, and stays there", () => {
    expect(stepUp(2, limits)).toBe(3);
    expect(stepUp(4, limits)).toBe(5);
    expect(stepUp(5, limits)).toBe(5);
  });
});

describe("stepDown", () => {
  it("takes one off inside the range", () => {
    expect(stepDown(5, limits)).toBe(4);
    expect(stepDown(3, limits)).toBe(2);
  });

  it("goes from the minimum to 0 (not ordered)", () => {
    expect(stepDown(2, limits)).toBe(0);
    expect(stepDown(1, { minQuantity: 0, maxQuantity: 3 })).toBe(0);
    expect(stepDown(0, limits)).toBe(0);
  });

  it("walks the whole range both ways", () => {
    const up: number[] = [0];
    for (let i = 0; i < 6; i += 1) up.push(stepUp(up[up.length - 1], limits));
    expect(up).toEqual([0, 2, 3, 4, 5, 5, 5]);
    const down: number[] = [5];
    for (let i = 0; i < 5; i += 1) down.push(stepDown(down[down.length - 1], limits));
    expect(down).toEqual([5, 4, 3, 2, 0, 0]);
  });
});
