// The add-on names a block's language as Prism does (`markup`, `javascript`, `clike`...); the
// highlighter is highlight.js, whose names differ. Each language is a chunk of its own, loaded only
// by a page that shows it: `import()` needs a literal path, hence one loader per language.
import type { LanguageFn } from 'highlight.js';

type LanguageModule = Promise<{ default: LanguageFn }>;

const LOADERS = {
  apache: () => import('highlight.js/lib/languages/apache'),
  bash: () => import('highlight.js/lib/languages/bash'),
  c: () => import('highlight.js/lib/languages/c'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  css: () => import('highlight.js/lib/languages/css'),
  dart: () => import('highlight.js/lib/languages/dart'),
  diff: () => import('highlight.js/lib/languages/diff'),
  dockerfile: () => import('highlight.js/lib/languages/dockerfile'),
  go: () => import('highlight.js/lib/languages/go'),
  graphql: () => import('highlight.js/lib/languages/graphql'),
  ini: () => import('highlight.js/lib/languages/ini'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  kotlin: () => import('highlight.js/lib/languages/kotlin'),
  less: () => import('highlight.js/lib/languages/less'),
  lua: () => import('highlight.js/lib/languages/lua'),
  makefile: () => import('highlight.js/lib/languages/makefile'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  nginx: () => import('highlight.js/lib/languages/nginx'),
  perl: () => import('highlight.js/lib/languages/perl'),
  php: () => import('highlight.js/lib/languages/php'),
  powershell: () => import('highlight.js/lib/languages/powershell'),
  python: () => import('highlight.js/lib/languages/python'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  rust: () => import('highlight.js/lib/languages/rust'),
  scss: () => import('highlight.js/lib/languages/scss'),
  sql: () => import('highlight.js/lib/languages/sql'),
  swift: () => import('highlight.js/lib/languages/swift'),
  twig: () => import('highlight.js/lib/languages/twig'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
} satisfies Record<string, () => LanguageModule>;

export type HighlightLanguage = keyof typeof LOADERS;

/** Prism's names (and its aliases) that highlight.js spells differently. */
const PRISM_NAMES: Record<string, HighlightLanguage> = {
  markup: 'xml',
  html: 'xml',
  svg: 'xml',
  mathml: 'xml',
  xml: 'xml',
  js: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  clike: 'c',
  cs: 'csharp',
  dotnet: 'csharp',
  shell: 'bash',
  sh: 'bash',
  py: 'python',
  rb: 'ruby',
  yml: 'yaml',
  md: 'markdown',
  docker: 'dockerfile',
  apacheconf: 'apache',
  kt: 'kotlin',
  rs: 'rust',
};

/** The highlight.js language for the add-on's language name; null when there is none (plain text). */
export function highlightLanguageOf(name: string): HighlightLanguage | null {
  const key = name.trim().toLowerCase();
  if (Object.hasOwn(PRISM_NAMES, key)) return PRISM_NAMES[key]!;
  return Object.hasOwn(LOADERS, key) ? (key as HighlightLanguage) : null;
}

/** The language's definition, loaded on first use. */
export async function loadLanguage(language: HighlightLanguage): Promise<LanguageFn> {
  return (await LOADERS[language]()).default;
}
