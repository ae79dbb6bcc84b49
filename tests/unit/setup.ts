import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// Testing Library unmounts rendered trees after each test only when it can find a global hook.
afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
