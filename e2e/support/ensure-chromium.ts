// The browser suite drives Debian's Chromium in its headless shell (package
// chromium-headless-shell, the same Chromium without the desktop browser's UI: decision 110).
// Where it is missing, install it when we are root, otherwise stop with a message that says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.info(
    "Chromium's headless shell is missing: installing Debian's chromium-headless-shell with apt-get…",
  );
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
    {
      stdio: 'inherit',
    },
  );
}
