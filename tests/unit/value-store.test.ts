import { describe, expect, it, vi } from "vitest";

import { valueStore } from "~/lib/value-store";

describe("valueStore", () => {
  it("notifies its listeners of a new value, not of the same one again", () => {
    const store = valueStore("ignite");
    const listener = vi.fn();
    store.subscribe(listener);
    store.set("ignite");
    expect(listener).not.toHaveBeenCalled();
    store.set("dominate");
    expect(store.get()).toBe("dominate");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("stops notifying a listener once it unsubscribes", () => {
    const store = valueStore(0);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set(1);
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe(1);
  });
});
