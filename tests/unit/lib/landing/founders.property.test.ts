// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FOUNDER_COUNT, FOUNDER_SPOTS } from '../../../../src/lib/constants';
import {
  founderPercent,
  nextFounderCount,
  parseFounderCount,
  readFounderReply,
  readFoundersAnswer,
} from '../../../../src/lib/landing/founders';
import { checkProperty } from '../../../support/properties';
import { HUGE_TEXTS, storedText } from '../../../support/stored-text';

/** What the founders store writes (its encode is String). */
const encode = String;

const count = fc.integer({ min: 0, max: FOUNDER_SPOTS });
/** Near misses of a count: digits among signs, points, exponents, separators, other scripts' digits. */
const countLike = fc.string({
  unit: fc.constantFrom(...'0123456789', '+', '-', '.', 'e', 'x', '_', ' ', '\t', '\n', '\u00a0', '\ufeff', '٣', '５'),
  maxLength: 8,
});
const stored = storedText(count.map(encode), countLike, fc.integer().map(String), fc.double().map(String));

const isCount = (value: number) => Number.isInteger(value) && value >= 0 && value <= FOUNDER_SPOTS;

describe('parseFounderCount over any stored string', () => {
  it('never throws, and reads an integer from 0 to 50', () => {
    checkProperty(
      fc.property(stored, (text) => {
        expect(isCount(parseFounderCount(text))).toBe(true);
      }),
    );
  });

  it('reads the default unless the string is a decimal integer from 0 to 50 (spaces around allowed)', () => {
    checkProperty(
      fc.property(stored, (text) => {
        const read = parseFounderCount(text);
        const digits = text.trim();
        if (!/^[0-9]+$/.test(digits) || Number(digits) > FOUNDER_SPOTS) expect(read).toBe(DEFAULT_FOUNDER_COUNT);
        else expect(read).toBe(Number(digits));
      }),
    );
  });

  it('reads back every count the store writes', () => {
    checkProperty(
      fc.property(count, (value) => {
        expect(parseFounderCount(encode(value))).toBe(value);
      }),
    );
  });

  it('is stable: what it reads, written back, reads the same', () => {
    checkProperty(
      fc.property(stored, (text) => {
        const read = parseFounderCount(text);
        expect(parseFounderCount(encode(read))).toBe(read);
      }),
    );
  });

  it('what it reads shows as a percentage from 0 to 100, and the next reservation stays a count', () => {
    checkProperty(
      fc.property(stored, (text) => {
        const read = parseFounderCount(text);
        const percent = founderPercent(read);
        expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
        expect(isCount(nextFounderCount(read))).toBe(true);
      }),
    );
  });

  it.each(HUGE_TEXTS)('reads %s as the default', (_, text) => {
    expect(parseFounderCount(text)).toBe(DEFAULT_FOUNDER_COUNT);
  });
});

/** Bodies the sink (or anything at its address) may answer: any JSON, and near misses of the right shapes. */
const numberish = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1, 50, 51),
  fc.string(),
  fc.constant(null),
);
const body = fc.oneof(
  fc.jsonValue(),
  fc.record({ taken: numberish, cap: fc.oneof(numberish, fc.constant(FOUNDER_SPOTS)) }, { requiredKeys: [] }),
  fc.record({
    ok: fc.boolean(),
    founder: fc.oneof(
      fc.jsonValue(),
      fc.record({ number: numberish, already: fc.oneof(fc.boolean(), fc.jsonValue()) }),
    ),
  }),
);

describe('the sink’s answers, whatever they are', () => {
  it('readFoundersAnswer never throws, and reads a whole count from 0 to 50 or null', () => {
    checkProperty(
      fc.property(body, (answer) => {
        const count = readFoundersAnswer(answer);
        if (count !== null) expect(isCount(count)).toBe(true);
      }),
    );
  });

  it('readFounderReply never throws, and reads a whole founder number from 1 and a yes or no, or null', () => {
    checkProperty(
      fc.property(body, (answer) => {
        const reply = readFounderReply(answer);
        if (reply === null) return;
        expect(Number.isInteger(reply.number) && reply.number >= 1).toBe(true);
        expect(typeof reply.already).toBe('boolean');
      }),
    );
  });
});
