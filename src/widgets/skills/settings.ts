// Settings of the skill bars, read from the markup (markup.ts `readSkills`): the widget prints no data-settings.
import { json, schema, type Field, type SettingsOf } from '../../settings/schema';
import { parseLevel } from './logic';
import { isSkillBars, type SkillBar } from './markup';

/** Every bar's level; one bad level makes the list a problem, and each bad one gets its stand-in. */
function levels(): Field<number[]> {
  return {
    default: [],
    coerce(value) {
      if (!Array.isArray(value)) return { ok: false, value: [] };
      const parsed = value.map(parseLevel);
      return { ok: parsed.every((level) => level.ok), value: parsed.map((level) => level.value) };
    },
  };
}

export const skillsSchema = schema({
  bars: json<SkillBar[]>([], isSkillBars),
  levels: levels(),
});

export type SkillsSettings = SettingsOf<typeof skillsSchema>;
