// Style and image imports are bundled by esbuild (per-widget CSS files, hashed asset URLs).
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
