import { describe, expect, it } from 'vitest';
import { containsPattern, likeEscape } from './like.js';

describe('LIKE patterns of a search text', () => {
  it('keeps the text and makes its own wildcards and escape match themselves', () => {
    expect(likeEscape('Sari')).toBe('Sari');
    expect(likeEscape('50%_off\\x')).toBe('50\\%\\_off\\\\x');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
  });
});
