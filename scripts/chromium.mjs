// The Chromium of every browser run (tests, bench, audit): Debian's, or the one CHROMIUM_PATH names,
// started for a machine with no GPU and no internet.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Every host but the local server's fails to resolve. (Blocking them with a route sends every request
 * of the page to the driving process and back, and turns the cache off.)
 */
export const OFFLINE_HOSTS = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';
