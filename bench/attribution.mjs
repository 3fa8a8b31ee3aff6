// Which script each long task came from. The Long Tasks API only says a task was long; the
// long-animation-frame entries list the scripts that ran (over 5 ms each) with their source URL, so
// the scripts starting inside a task's window are what that task ran.

export const isOurs = (url) => typeof url === 'string' && url.includes('/dist/');

/**
 * A task is ours when scripts from dist/ ran in it for over 50 ms or for at least half of it (the
 * rest being style, layout or another script); parsing the page or a task with no script is not.
 */
export const ownTask = (task) => task.ourMs > 50 || (task.ourMs > 0 && task.ourMs >= task.duration / 2);

/** Long tasks with the scripts that ran in them, biggest first, and how much of each task was ours. */
export function attributeTasks(tasks, frames, locate = () => null) {
  const scripts = frames.flatMap((frame) => frame.scripts);
  return tasks.map((task) => {
    const end = task.start + task.duration;
    const inside = scripts.filter((s) => s.start >= task.start - 1 && s.start < end);
    const top = inside
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((s) => ({
        file: s.url ? s.url.replace(/^https?:\/\/[^/]+/, '') : `(${s.type})`,
        at: locate(s) ?? (s.fn || null),
        type: s.type,
        ms: Math.round(s.duration),
        // Of which style and layout the script forced (the page changed since the last layout).
        forcedMs: Math.round(s.forced ?? 0),
      }));
    const ourMs = inside.filter((s) => isOurs(s.url)).reduce((sum, s) => sum + s.duration, 0);
    return { start: Math.round(task.start), duration: Math.round(task.duration), ourMs: Math.round(ourMs), top };
  });
}

/** Longest task, total blocking time and the longest of our own tasks for one page. */
export function summariseTasks(attributed) {
  const own = attributed.filter(ownTask);
  return {
    longTasks: attributed.length,
    longest: Math.max(0, ...attributed.map((t) => t.duration)),
    blocking: attributed.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    ownLongest: Math.max(0, ...own.map((t) => t.duration)),
    ownOver50: own.filter((t) => t.duration > 50).length,
  };
}
