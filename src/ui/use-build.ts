// A widget's build (its markup rewritten and a library made, a heavy step) in a task of its own right
// after the commit, not among the commit's effects: once React's queued work expires on a page of
// hundreds of widgets, it flushes several widgets' effects and renders in one task, and the builds in
// it would make that task long. The widget
// is ready only once its build has run, so that ready still means its controls work.
import { useEffect, useState, type DependencyList } from 'react';
import type { WidgetEnv } from '../api-types';
import { nextTask } from '../scheduling/tasks';

/** `useEffect(build, deps)` with `build` run in a task after the effect; a throw fails the widget. */
export function useBuild(env: Pick<WidgetEnv<unknown>, 'holdReady'>, build: () => (() => void) | void, deps: DependencyList): void {
  const [, fail] = useState<never>();
  useEffect(() => {
    const release = env.holdReady();
    let live = true;
    let undo: (() => void) | void;
    void nextTask().then(() => {
      if (!live) return;
      try {
        undo = build();
      } catch (error) {
        // Thrown from a state update, it reaches the widget's error boundary as a throw in the effect did.
        return fail(() => {
          throw error;
        });
      }
      release();
    });
    return () => {
      live = false;
      undo?.();
      // After the effect that replaces this one, when it does: its hold then keeps the widget waiting.
      queueMicrotask(release);
    };
  }, deps);
}
