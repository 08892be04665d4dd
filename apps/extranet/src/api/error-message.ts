/** The message to show for a failed call: the server's translated message, or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
