// Pure rules of the flip box: what keeps it flipped, and which face is the hidden one.

/** What shows the back: a mouse over the box, the keyboard focus in it, or a tap. */
export interface FlipState {
  pointer: boolean;
  focus: boolean;
  tap: boolean;
}

export const FRONT_UP: FlipState = { pointer: false, focus: false, tap: false };

export const isFlipped = (state: FlipState) => state.pointer || state.focus || state.tap;

/** The face that must be neither seen by assistive technology nor reachable with Tab. */
export const hiddenFace = (flipped: boolean): 'front' | 'back' => (flipped ? 'front' : 'back');

/** Controls on the shown face keep their taps; a tap anywhere else turns the box over. */
export const TAP_EXEMPT = 'a[href], button, input, select, textarea, label, [role="button"], [role="link"]';
