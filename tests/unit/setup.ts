import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// Testing Library unmounts rendered trees after each test only when it can find a global hook.
afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
    // React schedules the passive effects of a commit (an unmount's too) on a later turn of the
    // event loop: let them run while the file's jsdom window still exists, not after its teardown.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
});
