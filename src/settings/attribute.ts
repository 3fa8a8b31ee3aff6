// Reading `data-settings`: JSON, which some pages print HTML-escaped once more than the attribute needs.
import { limitsProblem, withinLimits } from './limits';

const NAMED: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'", '#039': "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#039);/gi, (whole, name: string) => {
    if (NAMED[name.toLowerCase()]) return NAMED[name.toLowerCase()];
    if (name[0] !== '#') return whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });
}

export interface ParsedSettings {
  value: Record<string, unknown>;
  problem?: string;
  /** How many values past the limits were dropped (./limits.ts); the rest is usable. */
  dropped?: number;
}

export function parseSettingsAttribute(text: string | null): ParsedSettings {
  if (text === null || text.trim() === '') return { value: {} };
  for (const candidate of [text, decodeEntities(text)]) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (Array.isArray(value) && value.length === 0) return { value: {} };
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const limited = withinLimits(value);
        const object = (limited.value ?? {}) as Record<string, unknown>;
        return limited.dropped
          ? { value: object, problem: limitsProblem('data-settings', limited.dropped), dropped: limited.dropped }
          : { value: object };
      }
      break;
    } catch {
      // try the decoded form next
    }
  }
  return { value: {}, problem: 'data-settings is not a JSON object; using defaults' };
}
