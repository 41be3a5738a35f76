// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeMeasurementId, resolveMeasurementId } from '../../../../src/lib/analytics/id';
import { checkProperty } from '../../../support/properties';
import { anyText, HUGE_TEXTS, storedText } from '../../../support/stored-text';

/** The shape Google issues, and the only one that may reach a script URL. */
const SHAPE = /^G-[A-Z0-9]{4,20}$/;

const id = fc.stringMatching(SHAPE);
/** Near misses of an id: other case, spaces around, too short or long, other prefixes, markup. */
const idLike = fc.oneof(
  id.map((value) => value.toLowerCase()),
  id.map((value) => ` ${value}\t`),
  fc.stringMatching(/^[GgUA]{1,2}-[A-Za-z0-9ÄßıŉΐǰﬀΣ"<>&=%+ -]{0,24}$/),
);
const text = storedText(id, idLike);
/** What a page owner may put in window.GA_MEASUREMENT_ID: anything at all. */
const globalValue = fc.oneof(text, fc.anything());
/** A query string that may hold a `ga` parameter, among others, encoded as a browser would. */
const search = fc
  .tuple(fc.array(fc.tuple(fc.oneof(fc.constant('ga'), anyText), text), { maxLength: 4 }), fc.boolean())
  .map(([pairs, mark]) => `${mark ? '?' : ''}${new URLSearchParams(pairs)}`);

describe('normalizeMeasurementId over any value', () => {
  it('never throws, and returns null or an id of the shape Google issues', () => {
    checkProperty(
      fc.property(globalValue, (value) => {
        const read = normalizeMeasurementId(value);
        if (read !== null) expect(read).toMatch(SHAPE);
      }),
    );
  });

  it('is stable: an id it returns reads as itself', () => {
    checkProperty(
      fc.property(globalValue, (value) => {
        const read = normalizeMeasurementId(value);
        if (read !== null) expect(normalizeMeasurementId(read)).toBe(read);
      }),
    );
  });

  it('reads an id in any case, with spaces around it, as the id', () => {
    checkProperty(
      fc.property(id, fc.constantFrom('', ' ', '\t', '\n '), (value, space) => {
        expect(normalizeMeasurementId(`${space}${value.toLowerCase()}${space}`)).toBe(value);
      }),
    );
  });

  it.each(HUGE_TEXTS)('reads %s as no id', (_, value) => {
    expect(normalizeMeasurementId(value)).toBeNull();
  });
});

describe('resolveMeasurementId over any address, global and build value', () => {
  it('never throws, and returns null or an id of the shape Google issues', () => {
    checkProperty(
      fc.property(fc.oneof(search, anyText), globalValue, text, (query, global, env) => {
        const read = resolveMeasurementId({ search: query, global, env });
        if (read !== null) expect(read).toMatch(SHAPE);
      }),
    );
  });

  it('reads back the id a ?ga= address carries, among any other parameters', () => {
    checkProperty(
      fc.property(
        id,
        fc.array(
          fc.tuple(
            anyText.filter((name) => name !== 'ga'),
            anyText,
          ),
          { maxLength: 3 },
        ),
        fc.array(fc.tuple(anyText, anyText), { maxLength: 3 }),
        (value, before, after) => {
          const query = new URLSearchParams([...before, ['ga', value], ...after]);
          expect(resolveMeasurementId({ search: `?${query}`, global: undefined, env: '' })).toBe(value);
        },
      ),
    );
  });

  it('takes the first source with a well-shaped id: the query, then the global, then the build', () => {
    const junk = text.filter((value) => normalizeMeasurementId(value) === null);
    const source = fc.oneof(
      id.map((value) => ({ value, valid: true })),
      junk.map((value) => ({ value, valid: false })),
    );
    checkProperty(
      fc.property(source, source, source, (query, global, env) => {
        const expected = [query, global, env].find((item) => item.valid)?.value ?? null;
        const read = resolveMeasurementId({
          search: `?${new URLSearchParams({ ga: query.value })}`,
          global: global.value,
          env: env.value,
        });
        expect(read).toBe(expected);
      }),
    );
  });

  it.each(HUGE_TEXTS)('reads %s in every source as no id', (_, value) => {
    expect(resolveMeasurementId({ search: `?ga=${value}`, global: value, env: value })).toBeNull();
  });
});
