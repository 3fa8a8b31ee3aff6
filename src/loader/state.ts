import type { HaConfig, HaEventDetail, HaEventName, RegisteredDefinition } from '../api-types';
import type { createChunkLoader } from './chunks';

/** What the loader's first stage hands its second stage. */
export interface BootState {
  config: HaConfig;
  chunks: ReturnType<typeof createChunkLoader>;
  listeners: Record<HaEventName, Set<(detail: HaEventDetail) => void>>;
  /** Types registered through `haWidgets.register`. */
  custom: Map<string, RegisteredDefinition>;
  /** Runs a job in the loader's slices of page-sized work, in the order jobs came. */
  inTurn(job: () => void): void;
}
