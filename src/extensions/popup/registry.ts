// The popups attached so far and those open now, kept apart from the popup code itself so that the
// hash-action links can reach them (through ./api.ts) without loading it.

export interface PopupInstance {
  readonly id: string;
  /** The popup document (`[data-elementor-type="popup"]`). */
  readonly element: HTMLElement;
  /** The dialog around it. */
  readonly modal: HTMLElement;
  isOpen(): boolean;
  /** Opens it; with `avoidMultiple` (a trigger) not when another popup has shown and it avoids that. */
  show(options?: { avoidMultiple?: boolean }): boolean;
  hide(options?: { doNotShowAgain?: boolean }): void;
}

export const popups = new Map<string, PopupInstance>();

/** Open popups, the last opened last: Escape belongs to the last. */
export const openPopups: PopupInstance[] = [];

export const topPopup = (): PopupInstance | undefined => openPopups[openPopups.length - 1];
