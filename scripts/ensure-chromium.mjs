// Before the browser tests: make sure a Chromium is there. CHROMIUM_PATH points the tests at any
// Chromium; by default they use Debian's /usr/bin/chromium, installed here with apt-get when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as wanted } from './chromium.mjs';

if (existsSync(wanted)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${wanted}, which does not exist.`);
  process.exit(1);
}
const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    'The browser tests need Chromium. Install Debian\'s package:\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium chromium-driver\n' +
      'or point the tests at another Chromium:  CHROMIUM_PATH=/path/to/chrome npm test',
  );
  process.exit(1);
}
console.log('Chromium is missing: installing Debian\'s chromium with apt-get...');
execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver', { stdio: 'inherit' });
