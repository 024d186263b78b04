// What the team's commands (`npm run leads`, `npm run comments`) print comes from the public: a name
// or a comment holding ESC or another control character would reach the operator's terminal as a
// command (move the cursor, rewrite earlier lines, set the window title, paste into the shell).

/** C0 controls except tab and line feed, DEL, and C1 controls (Unicode's category Cc). */
const CONTROLS = /(?![\t\n])\p{Cc}/gu;

/**
 * `value` with every control character taken out of each string in it (a record, a list of them,
 * or a string), keeping tabs and line feeds: the formats escape them or need them (a CSV cell may
 * hold several lines). A carriage return goes too, as it would let a line overwrite itself.
 */
export function terminalSafe<T>(value: T): T {
  if (typeof value === 'string') return value.replace(CONTROLS, '') as T;
  if (Array.isArray(value)) return value.map((item: unknown) => terminalSafe(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]: [string, unknown]) => [key, terminalSafe(item)]),
    ) as T;
  }
  return value;
}
