import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

if (typeof document !== "undefined") {
  // What a jsdom test awaits (a lazily loaded part, a form's answer) can take seconds when the
  // machine is busy, as it is beside the end-to-end suite: Testing Library's default is 1 s.
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5000 });
}

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
