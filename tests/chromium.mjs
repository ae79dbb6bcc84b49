// Launch options for Debian's Chromium. The machine has no internet: without these flags
// Chromium stalls on its own background connections.
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const chromiumLaunchOptions = {
  executablePath: chromiumExecutable,
  args: chromiumArgs,
};
