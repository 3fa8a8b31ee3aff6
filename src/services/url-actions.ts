// The page builder's URL actions (`#elementor-action:action=popup:open&settings=...`): one registry
// for the page. Whoever can carry an action out registers it (the popup extension, the off-canvas
// widget, the lightbox, a third party through `elementorFrontend.utils.urlActions`); the hash-action
// extension runs them on click and on load. An action asked for before anyone registered it (the
// page opened on a hash whose popup code is still loading) waits for the first handler.
import type { HashAction } from './url';

export type UrlActionHandler = (settings: Record<string, unknown>, trigger: Element | null) => void;

const handlers = new Map<string, Set<UrlActionHandler>>();
const waiting: Array<[HashAction, Element | null]> = [];

/** Registers `handler` for `name`; returns the unregister function. */
export function addUrlAction(name: string, handler: UrlActionHandler): () => void {
  const set = handlers.get(name) ?? handlers.set(name, new Set()).get(name)!;
  set.add(handler);
  for (let i = 0; i < waiting.length; )
    if (waiting[i][0].action == name) {
      const [[action, trigger]] = waiting.splice(i, 1);
      call(handler, action, trigger);
    } else i++;
  return () => void set.delete(handler);
}

function call(handler: UrlActionHandler, { action, settings }: HashAction, trigger: Element | null): void {
  try {
    handler(settings, trigger);
  } catch (error) {
    console.error(`[ha-widgets] url action ${action}:`, error);
  }
}

/** Runs every handler of the action; none yet: the first one to register runs it. */
export function runUrlAction(action: HashAction, trigger: Element | null = null): void {
  const set = handlers.get(action.action);
  if (!set?.size) waiting.push([action, trigger]);
  else for (const handler of [...set]) call(handler, action, trigger);
}

/** For tests: forgets every handler and waiting action. */
export function resetUrlActions(): void {
  handlers.clear();
  waiting.length = 0;
}
