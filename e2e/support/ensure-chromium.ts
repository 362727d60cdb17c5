// The browser suite drives Debian's Chromium. Where it is missing, install it when we are root,
// otherwise stop with a message that says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.info("Chromium is missing: installing Debian's chromium with apt-get…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
