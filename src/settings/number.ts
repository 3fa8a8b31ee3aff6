/**
 * The number a setting holds: a number, numeric text, or the page builder's slider `{size, unit}`;
 * NaN for anything else. The settings schema and the loader's premount copy read numbers alike.
 */
export function settingNumber(value: unknown): number {
  const source = value && typeof value === 'object' ? (value as { size?: unknown }).size : value;
  return typeof source === 'number' ? source : typeof source === 'string' && source.trim() !== '' ? Number(source) : NaN;
}
