import { describe, expect, it } from 'vitest';
import { mailHref, telHref } from './links';

describe('contact links', () => {
  it.each([
    ['+62 811-1222-333', 'tel:+628111222333'],
    ['+6281200000002', 'tel:+6281200000002'],
    ['(0361) 555 123', 'tel:0361555123'],
    ['12', null],
    ['', null],
    [null, null],
  ])('tel %s', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
  it.each([
    ['resa@bali.example', 'mailto:resa@bali.example'],
    ['not an address', null],
    [null, null],
  ])('mail %s', (email, expected) => {
    expect(mailHref(email)).toBe(expected);
  });
});
