// The runtime core, loaded with the first widget: one React root per widget, isolated failures,
// server HTML kept until the component commits and restored on failure or unmount.
import { startTransition, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { HaEventDetail, WidgetDefinition } from '../api-types';
import type { RuntimeHost } from '../internal-types';
import { deviceMode, trackDeviceMode } from '../services/device';
import { WidgetHost } from './host';
import { createMountQueue, createRenderWindow } from '../scheduling/mount-queue';
import { parseSettingsAttribute } from '../settings/attribute';

export const EDITOR_CLASS = 'ha-editor-overlay';

interface Instance {
  root?: Root;
  /** React has committed the widget's first render: unmounting the root is then immediate and final. */
  committed?: boolean;
  restore(): void;
  /** Ends the mount's wait: the widget is ready, failed or gone. */
  settle(): void;
}

const instances = new WeakMap<HTMLElement, Instance>();

export function isEditMode(editMode: boolean): boolean {
  return editMode || document.body.classList.contains('elementor-editor-active');
}

/** The page builder's `.elementor-widget-container` when printed; else (a bare element) the element itself. */
export function widgetContainer(element: HTMLElement): HTMLElement {
  return element.querySelector<HTMLElement>(':scope > .elementor-widget-container') ?? element;
}

/**
 * With `root`, the component re-renders that element's children: the server's children are set aside
 * and put back on failure or unmount. Without it, React renders into a detached node.
 */
function prepareRoot(definition: WidgetDefinition, container: HTMLElement): { node: HTMLElement; restore(): void } {
  if (!definition.root) return { node: document.createElement('div'), restore() {} };
  const node = definition.root(container) ?? container;
  const saved = [...node.childNodes];
  return { node, restore: () => node.replaceChildren(...saved) };
}

/** Mounts wait in the queue while eight widgets' first renders are with React. */
const renders = createRenderWindow(8);
const enqueue = createMountQueue(renders.room);

/**
 * Widgets waiting in the mount queue, each with its request's token; unmounting one there means it
 * never mounts. A token, not a mark: a request left in the queue by an element that went away and
 * came back must not start the mount asked for later.
 */
const waiting = new WeakMap<HTMLElement, object>();

/** Elements whose root is still letting go of their container (see `release`): a new mount waits. */
const leaving = new WeakMap<HTMLElement, Promise<void>>();

/** How a message names an element: its page builder id, else its DOM id. */
export function elementName(element: HTMLElement): string {
  return element.dataset.id || element.id || '(no id)';
}

/** The selector `requires` names, when neither the container nor anything inside it matches it. */
export function missingMarkup(definition: WidgetDefinition, container: HTMLElement): string | undefined {
  const selector = definition.requires;
  if (selector && !container.matches(selector) && !container.querySelector(selector)) return selector;
}

/**
 * Resolves once the widget is ready, has failed or was unmounted (children mount after their parent),
 * or was never started because its element had left the document: the caller then still sees the
 * state it set (`loading`) and decides.
 */
export function mountWidget(element: HTMLElement, type: string, definition: WidgetDefinition, host: RuntimeHost): Promise<void> {
  const request = {};
  waiting.set(element, request);
  let settled: Promise<void> | undefined;
  const job = () => {
    if (waiting.get(element) !== request) return false;
    waiting.delete(element);
    settled = mountInto(element, type, definition, host);
  };
  const gone = leaving.get(element);
  return (gone ? gone.then(() => enqueue(type, job)) : enqueue(type, job)).then(() => settled);
}

function mountInto(element: HTMLElement, type: string, definition: WidgetDefinition, host: RuntimeHost): Promise<void> | undefined {
  if (instances.has(element) || !element.isConnected) return;
  const { config } = host;
  const [, skin = 'default'] = (element.dataset.widget_type ?? '').split('.');
  const id = element.dataset.id ?? '';
  const detail: HaEventDetail = { type, id, element };
  const say = (message: string) => console.warn(`[ha-widgets] ${type} #${elementName(element)}: ${message}`);
  const warn = (message: string) => config.debug && say(message);
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const instance: Instance = { restore() {}, settle };
  instances.set(element, instance);

  const fail = (error: unknown) => {
    if (instances.get(element) !== instance) return;
    console.error(`[ha-widgets] ${type} #${id} failed:`, error);
    setTimeout(() => teardown(element, instance));
    host.emit('error', { ...detail, error });
    settle();
  };

  try {
    const container = widgetContainer(element);
    // Nothing to work on: fail loudly (one warning, also without debug) rather than a silent ready.
    const missing = missingMarkup(definition, container);
    if (missing) {
      const message = `missing markup: found no "${missing}"`;
      say(message);
      instances.delete(element);
      host.emit('error', { ...detail, error: new Error(message) });
      settle();
      return settled;
    }
    trackDeviceMode(config.breakpoints);
    const editMode = isEditMode(config.editMode);
    if (editMode) element.classList.add(EDITOR_CLASS);
    const parsed = parseSettingsAttribute(element.getAttribute('data-settings'));
    const raw = { ...parsed.value, ...definition.read?.(element, container) };
    const problems = [
      ...(parsed.problem ? [parsed.problem] : []),
      ...(definition.schema?.parse(raw, deviceMode.get(), config.breakpoints).problems ?? []),
    ];
    if (problems.length) warn(problems.join('; '));

    const { node, restore } = prepareRoot(definition, container);
    instance.restore = restore;
    const root = createRoot(node, {
      // Caught errors are ours to report once, through `fail`.
      onCaughtError: () => {},
    });
    instance.root = root;
    const env = {
      id,
      type,
      skin,
      config,
      editMode,
      warn,
      report: (error: unknown) => {
        console.error(`[ha-widgets] ${type} #${id}:`, error);
        host.emit('error', { ...detail, error, recoverable: true });
      },
    };
    renders.opened(instance);
    // A transition: React renders the widget in steps of 5 ms with the main thread free in between
    // (a large widget's first render in one go is a long task); the commit stays whole.
    startTransition(() =>
      root.render(
        <WidgetHost
          definition={definition}
          element={element}
          container={container}
          raw={raw}
          breakpoints={config.breakpoints}
          env={env}
          onReady={() => {
            if (instances.get(element) === instance) host.emit('mount', detail);
            settle();
          }}
          onCommit={() => {
            instance.committed = true;
            renders.closed(instance);
          }}
          onFail={fail}
        />,
      ),
    );
  } catch (error) {
    fail(error);
  }
  return settled;
}

/** Commits nothing, and says when it has committed. */
function Released({ onCommit }: { onCommit(): void }) {
  useLayoutEffect(onCommit, []);
  return null;
}

/**
 * Lets go of a root whose first render has not committed yet, with `putBack` run as it does: the
 * returned promise resolves once the root is unmounted. `root.unmount()` alone would not do: React
 * still renders the pending first render afterwards, and commits it as a root's first commit, which
 * empties the container, server markup put back meanwhile included. Rendered in a transition,
 * `Released` is entangled with that pending render and replaces it: after its commit nothing is
 * pending. `putBack` runs in that commit, after React has emptied the container and before the
 * browser paints, so the printed markup never leaves the screen.
 */
function release(root: Root, putBack: () => void): Promise<void> {
  return new Promise<void>((resolve) => {
    const committed = () => {
      try {
        putBack();
      } finally {
        // Unmounting from inside React's commit is refused: a task later.
        setTimeout(() => {
          try {
            root.unmount();
          } finally {
            resolve();
          }
        });
      }
    };
    startTransition(() => root.render(<Released onCommit={committed} />));
  });
}

function teardown(element: HTMLElement, instance: Instance): void {
  if (instances.get(element) !== instance) return;
  instances.delete(element);
  renders.closed(instance);
  instance.settle();
  const putBack = () => {
    instance.restore();
    element.classList.remove(EDITOR_CLASS);
  };
  const { root } = instance;
  if (root && !instance.committed) {
    const released = release(root, putBack).finally(() => leaving.get(element) === released && leaving.delete(element));
    leaving.set(element, released);
    return;
  }
  try {
    root?.unmount();
  } finally {
    putBack();
  }
}

export function unmountWidget(element: HTMLElement): void {
  waiting.delete(element);
  const instance = instances.get(element);
  if (instance) teardown(element, instance);
}
