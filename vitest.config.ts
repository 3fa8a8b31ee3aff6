import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const swiperModules = fileURLToPath(new URL('./node_modules/swiper/modules/', import.meta.url));

export default defineConfig({
  // One Swiper module file per import, as build.mjs resolves it.
  resolve: { alias: [{ find: /^swiper\/modules\/([a-z0-9-]+)$/, replacement: `${swiperModules}$1.mjs` }] },
  test: {
    environment: 'happy-dom',
    // Threads start faster than the default forks, and two use both cores of the CI machine (the
    // default leaves one idle).
    pool: 'threads',
    maxWorkers: 2,
    include: ['tests/unit/**/*.test.ts'],
    setupFiles: ['tests/unit/setup/happy-dom-dompurify.ts'],
    restoreMocks: true,
  },
});
