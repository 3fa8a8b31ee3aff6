// The settings premount.css lays the rows out with (see PremountSetting).

export const ROW_HEIGHT = { name: 'row_height', default: 150, unit: 'px' } as const satisfies PremountSetting;
export const MARGINS = { name: 'margins', default: 10, unit: 'px' } as const satisfies PremountSetting;

export default [ROW_HEIGHT, MARGINS] satisfies readonly PremountSetting[];
