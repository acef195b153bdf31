/** @jest-environment jsdom */
// The saved cart (SPEC.md section 3): localStorage `cart`, game id -> product id -> amount. Storage may be
// missing, full or hold anything; reads never throw and writes are best effort.
import { CART_STORAGE_KEY, clearSavedCart, readGameCart, saveGameCart } from "@/lib/state/cart-storage";

const stored = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "null");
const put = (text: string) => window.localStorage.setItem(CART_STORAGE_KEY, text);

beforeEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe("readGameCart", () => {
  it("uses the key `cart`", () => {
    expect(CART_STORAGE_KEY).toBe("cart");
  });

  it("is empty without a saved cart", () => {
    expect(readGameCart(1)).toEqual({});
  });

  it("reads one game's amounts with numeric product ids", () => {
    put(JSON.stringify({ "1": { "3": 2, "4": 1 }, "2": { "7": 5 } }));
    expect(readGameCart(1)).toEqual({ 3: 2, 4: 1 });
    expect(readGameCart(2)).toEqual({ 7: 5 });
    expect(readGameCart(3)).toEqual({});
  });

  it.each([
    ["not JSON", "{oops"],
    ["an empty string", ""],
    ["null", "null"],
    ["a number", "42"],
    ["a string", '"cart"'],
    ["an array", "[1, 2, 3]"],
    ["true", "true"],
  ])("tolerates %s in storage", (_, text) => {
    put(text);
    expect(readGameCart(1)).toEqual({});
  });

  it("drops a game entry that is not an object", () => {
    for (const entry of [null, 5, "x", true]) {
      put(JSON.stringify({ "1": entry }));
      expect(readGameCart(1)).toEqual({});
    }
  });

  it("keeps only whole positive amounts of positive whole product ids", () => {
    put(
      JSON.stringify({
        "1": {
          "3": 2,
          "4": 0,
          "5": -1,
          "6": 1.5,
          "7": "3",
          "8": null,
          "9": { n: 1 },
          "0": 4,
          "-2": 4,
          "1.5": 4,
          abc: 4,
          "10": 1e300,
          "11": 7,
        },
      }),
    );
    expect(readGameCart(1)).toEqual({ 3: 2, 11: 7 });
  });

  it("ignores a game entry that is an array", () => {
    put(JSON.stringify({ "1": [3, 4] }));
    expect(readGameCart(1)).toEqual({});
  });

  it("is empty when storage cannot be read", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(readGameCart(1)).toEqual({});
  });
});

describe("saveGameCart", () => {
  it("saves the non-zero amounts of one game and keeps the other games", () => {
    put(JSON.stringify({ "2": { "7": 5 } }));
    saveGameCart(1, { 3: 2, 4: 0, 5: 1 });
    expect(stored()).toEqual({ "1": { "3": 2, "5": 1 }, "2": { "7": 5 } });
    expect(readGameCart(1)).toEqual({ 3: 2, 5: 1 });
  });

  it("replaces the game's earlier amounts instead of merging", () => {
    saveGameCart(1, { 3: 2, 4: 1 });
    saveGameCart(1, { 4: 3 });
    expect(stored()).toEqual({ "1": { "4": 3 } });
  });

  it("removes a game without any amount, and the key once no game is left", () => {
    saveGameCart(1, { 3: 2 });
    saveGameCart(2, { 7: 1 });
    saveGameCart(1, { 3: 0 });
    expect(stored()).toEqual({ "2": { "7": 1 } });
    saveGameCart(2, {});
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("does not write anything for an empty game into an empty storage", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem");
    saveGameCart(1, {});
    expect(setItem).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("overwrites garbage with a valid cart", () => {
    put("{oops");
    saveGameCart(1, { 3: 2 });
    expect(stored()).toEqual({ "1": { "3": 2 } });
  });

  it("keeps quiet when the quota is exceeded, leaving the earlier cart as it was", () => {
    saveGameCart(1, { 3: 2 });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    expect(() => saveGameCart(1, { 3: 5 })).not.toThrow();
    expect(stored()).toEqual({ "1": { "3": 2 } });
  });

  it("keeps quiet when storage is blocked entirely", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => saveGameCart(1, { 3: 2 })).not.toThrow();
    expect(() => saveGameCart(1, {})).not.toThrow();
  });
});

describe("clearSavedCart", () => {
  it("forgets every game's cart", () => {
    saveGameCart(1, { 3: 2 });
    saveGameCart(2, { 7: 1 });
    clearSavedCart();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(readGameCart(1)).toEqual({});
  });

  it("leaves the other keys of storage alone", () => {
    window.localStorage.setItem("other", "1");
    saveGameCart(1, { 3: 2 });
    clearSavedCart();
    expect(window.localStorage.getItem("other")).toBe("1");
  });

  it("keeps quiet when storage is unavailable", () => {
    jest.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => clearSavedCart()).not.toThrow();
  });
});
