/**
 * A user's search text inside a LIKE / ILIKE pattern: its own `%`, `_` and `\` match themselves (the default
 * escape character of both databases is `\`), so "50%" finds "50%" and not everything starting with 50.
 */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The pattern of values that contain `text` anywhere. */
export const containsPattern = (text: string): string => `%${likeEscape(text)}%`;
