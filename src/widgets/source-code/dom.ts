// Reading the source code block: `.ha-source-code[data-lng-type][data-after-copy]` > `pre` >
// `code.language-{lng}`, and the copy button `.ha-copy-code-button`.

export interface SourceCodeDom {
  root: HTMLElement;
  code: HTMLElement;
  pre: HTMLElement | null;
  button: HTMLElement | null;
}

export function findSourceCode(container: HTMLElement, language: string): SourceCodeDom | null {
  const root = container.querySelector<HTMLElement>('.ha-source-code');
  if (!root) return null;
  const own = language ? root.querySelector<HTMLElement>(`code.language-${CSS.escape(language)}`) : null;
  const code = own ?? root.querySelector<HTMLElement>('code');
  if (!code) return null;
  return { root, code, pre: code.closest('pre'), button: root.querySelector<HTMLElement>('.ha-copy-code-button') };
}

/** Raw settings from the attributes the add-on prints on `.ha-source-code`. */
export function readSourceCode(container: HTMLElement): Record<string, unknown> {
  const root = container.querySelector('.ha-source-code');
  return { lng_type: root?.getAttribute('data-lng-type') ?? undefined, after_copy: root?.getAttribute('data-after-copy') ?? undefined };
}
