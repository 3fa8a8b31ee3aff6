// The setting premount.css folds the content with (see PremountSetting).

/** The spec's fold height, per device: an empty device value means the next wider device's. */
export const FOLD_HEIGHT = { name: 'fold_height', default: 50, unit: 'px', responsive: true } as const satisfies PremountSetting;

export default [FOLD_HEIGHT] satisfies readonly PremountSetting[];
