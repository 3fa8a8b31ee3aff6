import type { HaConfig, HaEventDetail, HaEventName, RegisteredDefinition } from '../api-types';

/** What the loader's first stage hands its second stage. */
export interface BootState {
  config: HaConfig;
  listeners: Record<HaEventName, Set<(detail: HaEventDetail) => void>>;
  /** Types registered through `haWidgets.register`. */
  custom: Map<string, RegisteredDefinition>;
  /** Runs a job in the loader's slices of page-sized work, in the order jobs came. */
  inTurn(job: () => void): void;
  /** Dispatches `ha:{event}` from the element, calls `haWidgets.on` listeners and, on error, config.onError. */
  emit(event: HaEventName, detail: HaEventDetail): void;
}
