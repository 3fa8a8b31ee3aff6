// The settings premount.css lays the portfolio out with (see PremountSetting).

/** Spec section 9: justify rows are 300 px tall. */
export const JUSTIFY_HEIGHT = { name: 'justifyHeight', default: 300, unit: 'px' } as const satisfies PremountSetting;

export default [JUSTIFY_HEIGHT] satisfies readonly PremountSetting[];
