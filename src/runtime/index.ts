// What widgets and shared UI use of the runtime. The runtime chunk itself (mounting, roots, the
// error boundary) is `mount.tsx`, which the loader's second stage imports.
export { defineWidget } from './define';
export { useStore } from './use-store';
