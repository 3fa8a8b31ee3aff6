// The React tree around every widget: an error boundary, settings re-resolved on device change,
// and the signal that the first commit (with its effects) is done.
import { Component as ReactComponent, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Breakpoints, DeviceMode, WidgetDefinition, WidgetEnv, WidgetProps } from '../api-types';
import { deviceMode } from '../services/device';
import { useStore } from './use-store';

export interface HostProps {
  definition: WidgetDefinition;
  element: HTMLElement;
  container: HTMLElement;
  raw: Record<string, unknown>;
  breakpoints: Breakpoints;
  env: Omit<WidgetEnv<unknown>, 'settingsFor' | 'holdReady'>;
  onReady(): void;
  /** React committed the first render (the widget's effects have yet to run). */
  onCommit(): void;
  onFail(error: unknown): void;
}

class Boundary extends ReactComponent<{ onFail(error: unknown): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onFail(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Ready once the first commit's effects have run and every hold taken by then is released. */
export function createReadyGate(onReady: () => void) {
  let holds = 0;
  let committed = false;
  let done = false;
  const check = () => {
    if (committed && holds === 0 && !done) {
      done = true;
      onReady();
    }
  };
  return {
    hold(): () => void {
      if (done) return () => {};
      holds++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds--;
        check();
      };
    },
    /** The widget failed: it is never ready. */
    close() {
      done = true;
    },
    committed() {
      committed = true;
      check();
    },
  };
}

type ReadyGate = ReturnType<typeof createReadyGate>;

/** After the widget in the tree: its effect runs after every effect of the widget's first commit. */
function Ready({ gate }: { gate: ReadyGate }) {
  useEffect(gate.committed, []);
  return null;
}

/** Runs a framework-free `setup` definition; it runs again when the resolved settings change. */
function SetupHost(props: WidgetProps<unknown> & { setup: NonNullable<WidgetDefinition['setup']> }) {
  const { setup, ...context } = props;
  useEffect(() => setup(context) ?? undefined, [props.settings]);
  return null;
}

function Widget({ definition, element, container, raw, breakpoints, env, gate }: HostProps & { gate: ReadyGate }) {
  const device = useStore(deviceMode);
  const settingsFor = useMemo(
    () => (mode: DeviceMode) => (definition.schema ? definition.schema.parse(raw, mode, breakpoints).value : raw),
    [definition, raw, breakpoints],
  );
  const settings = useMemo(() => settingsFor(device), [settingsFor, device]);
  const fullEnv = useMemo(() => ({ ...env, settingsFor, holdReady: gate.hold }), [env, settingsFor]);
  const props: WidgetProps<unknown> = { element, container, settings, device, env: fullEnv };
  if (definition.Component) return <definition.Component {...props} />;
  return definition.setup ? <SetupHost {...props} setup={definition.setup} /> : null;
}

export function WidgetHost(props: HostProps) {
  const [gate] = useState(() => createReadyGate(props.onReady));
  useLayoutEffect(props.onCommit, []);
  return (
    <Boundary
      onFail={(error) => {
        gate.close();
        props.onFail(error);
      }}
    >
      <Widget {...props} gate={gate} />
      <Ready gate={gate} />
    </Boundary>
  );
}
