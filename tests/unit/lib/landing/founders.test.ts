// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  countWithFounder,
  founderPercent,
  nextFounderCount,
  parseFounderCount,
  readFounderReply,
  readFoundersAnswer,
} from '../../../../src/lib/landing/founders';

describe('founderPercent', () => {
  it.each([
    [0, 0],
    [1, 2],
    [18, 36],
    [19, 38],
    [33, 66],
    [49, 98],
    [50, 100],
    [51, 100],
    [-3, 0],
    [Number.NaN, 0],
  ])('%d founders are %d%%', (count, percent) => {
    expect(founderPercent(count)).toBe(percent);
  });
});

describe('parseFounderCount', () => {
  it.each([
    [undefined, 18],
    [null, 18],
    ['18', 18],
    ['0', 0],
    ['50', 50],
    [' 27 ', 27],
    ['51', 18],
    ['-1', 18],
    ['12.5', 18],
    ['abc', 18],
    ['', 18],
    ['1e1', 18],
  ])('%j reads as %d', (stored, count) => {
    expect(parseFounderCount(stored)).toBe(count);
  });
});

describe('nextFounderCount', () => {
  it.each([
    [18, 19],
    [0, 1],
    [49, 50],
    [50, 50],
  ])('after %d comes %d', (count, next) => {
    expect(nextFounderCount(count)).toBe(next);
  });
});

describe('readFoundersAnswer: the sink’s count, or null', () => {
  it.each([
    [{ taken: 18, cap: 50 }, 18],
    [{ taken: 0, cap: 50 }, 0],
    [{ taken: 50, cap: 50 }, 50],
    [{ taken: 27, cap: 50, at: '2026-01-01' }, 27],
    [{ taken: 51, cap: 50 }, null],
    [{ taken: -1, cap: 50 }, null],
    [{ taken: 20.5, cap: 50 }, null],
    [{ taken: '20', cap: 50 }, null],
    [{ taken: 20, cap: '50' }, null],
    [{ taken: 20, cap: 60 }, null],
    [{ taken: 20 }, null],
    [{ cap: 50 }, null],
    [{ taken: Number.NaN, cap: 50 }, null],
    [{ taken: Number.POSITIVE_INFINITY, cap: 50 }, null],
    [[18, 50], null],
    [18, null],
    ['18 of 50', null],
    [null, null],
    [undefined, null],
  ])('%j reads as %s', (body, count) => {
    expect(readFoundersAnswer(body)).toBe(count);
  });
});

describe('readFounderReply: the founder number the sink gives a reservation, or null', () => {
  it.each([
    [
      { ok: true, founder: { number: 19, already: false } },
      { number: 19, already: false },
    ],
    [
      { ok: true, founder: { number: 22, already: true } },
      { number: 22, already: true },
    ],
    [
      { ok: true, duplicate: true, founder: { number: 19, already: false } },
      { number: 19, already: false },
    ],
    [
      { ok: true, founder: { number: 51, already: false } },
      { number: 51, already: false },
    ],
    [{ ok: true }, null],
    [{ ok: true, duplicate: true }, null],
    [{ ok: true, founder: { number: 0, already: false } }, null],
    [{ ok: true, founder: { number: -3, already: false } }, null],
    [{ ok: true, founder: { number: 19.5, already: false } }, null],
    [{ ok: true, founder: { number: '19', already: false } }, null],
    [{ ok: true, founder: { number: 19 } }, null],
    [{ ok: true, founder: { number: 19, already: 'no' } }, null],
    [{ ok: true, founder: { number: 2_000_000, already: false } }, null],
    [{ ok: true, founder: 19 }, null],
    [{ ok: true, founder: [19, false] }, null],
    [null, null],
    [undefined, null],
    ['{"founder":{"number":19,"already":false}}', null],
  ])('%j reads as %j', (body, reply) => {
    expect(readFounderReply(body)).toEqual(reply);
  });
});

describe('countWithFounder: the count once a founder number is known', () => {
  it.each([
    [30, 31, 31],
    [30, 22, 30],
    [null, 19, 19],
    [49, 51, 50],
    [50, 50, 50],
  ])('a count of %s with founder #%d is %d', (taken, founder, count) => {
    expect(countWithFounder(taken, founder)).toBe(count);
  });
});
