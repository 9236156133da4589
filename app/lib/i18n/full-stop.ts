/** Ends a sentence after `text` without doubling a full stop it already ends with ("sp. z o.o."). */
export function withFullStop(text: string): string {
  return /[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}
