// Reading the server markup of one unfold widget:
// `.ha-unfold-widget-wrapper` > `.ha-unfold-heading`?, `.ha-unfold-data` > `.ha-unfold-data-render`,
// and `button.ha-unfold-btn` (absent when hover is the trigger and the button is disabled).
import type { ButtonLabel } from './logic';

export interface UnfoldDom {
  data: HTMLElement;
  render: HTMLElement;
  button: HTMLButtonElement | null;
}

/** This widget's own parts: direct children only, so an unfold nested in the content is never taken for ours. */
export function findUnfold(container: HTMLElement): UnfoldDom | null {
  const wrapper = container.querySelector<HTMLElement>(':scope > .ha-unfold-widget-wrapper') ?? container;
  const data = wrapper.querySelector<HTMLElement>(':scope > .ha-unfold-data');
  const render = data?.querySelector<HTMLElement>(':scope > .ha-unfold-data-render');
  if (!data || !render) return null;
  return { data, render, button: wrapper.querySelector<HTMLButtonElement>(':scope > button.ha-unfold-btn') };
}

export interface LabelSwap {
  /** Shows a label of our own, or with null the server's content again. */
  show(label: ButtonLabel | null): void;
}

/** Swaps the button's content; the server's nodes are kept aside and put back, never re-created. */
export function createLabelSwap(button: HTMLElement): LabelSwap {
  let server: Node[] | null = null;
  let shown = '';
  return {
    show(label) {
      const key = label ? `${label.icon}\n${label.text}` : '';
      if (key === shown) return;
      shown = key;
      if (!label) {
        if (server) button.replaceChildren(...server);
        server = null;
        return;
      }
      server ??= [...button.childNodes];
      const doc = button.ownerDocument;
      const nodes: Node[] = [];
      if (label.icon) {
        const icon = doc.createElement('i');
        icon.className = label.icon;
        icon.setAttribute('aria-hidden', 'true');
        nodes.push(icon);
      }
      if (label.text) {
        const text = doc.createElement('span');
        text.textContent = label.text;
        nodes.push(text);
      }
      button.replaceChildren(...nodes);
    },
  };
}
