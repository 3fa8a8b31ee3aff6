// What the modal popup and the off-canvas panel share: a dialog that holds the keyboard focus while
// it is open and gives it back when it closes, and the Escape key.
export { isTopDialog, useDialogFocus, whenReadyForFocus, DIALOG_FOCUS_DELAY_MS, type ReturnFocus } from './use-dialog-focus';
export { isEscapeKey } from './keys';
