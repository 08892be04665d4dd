import { describe, expect, it } from 'vitest';
import { passwordRuleState } from './password-rules';

describe('passwordRuleState', () => {
  it('checks every rule of SPEC 5 separately', () => {
    expect(passwordRuleState('', '')).toEqual({
      length: false,
      lower: false,
      upper: false,
      digit: false,
      special: false,
      match: false,
    });
    expect(passwordRuleState('abcdefgh', 'x')).toEqual({
      length: true,
      lower: true,
      upper: false,
      digit: false,
      special: false,
      match: false,
    });
    expect(passwordRuleState('Abcdefg1', 'Abcdefg1')).toEqual({
      length: true,
      lower: true,
      upper: true,
      digit: true,
      special: false,
      match: true,
    });
    expect(passwordRuleState('Abcdef#1', 'Abcdef#1')).toEqual({
      length: true,
      lower: true,
      upper: true,
      digit: true,
      special: true,
      match: true,
    });
    expect(passwordRuleState('ABC1', 'ABC1')).toMatchObject({
      length: false,
      lower: false,
      upper: true,
      digit: true,
      match: true,
    });
  });
});
