// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logText, withoutAddresses } from '../../../../server/http/log-text';
import { checkProperty } from '../../../support/properties';

describe('withoutAddresses', () => {
  it.each([
    ['550 5.1.1 <ada@example.com>: Recipient address rejected', '550 5.1.1 <[address]>: Recipient address rejected'],
    ['mailbox ada@example.com full.', 'mailbox [address] full.'],
    ['to "Ada" (ada.lovelace+list@mail.example.co.uk), bo@example.org;', 'to "Ada" ([address]), [address];'],
    ['ünïcødé@例え.jp refused', '[address] refused'],
    ['no address here: @ alone, @handle, trailing@', 'no address here: @ alone, @handle, trailing@'],
    ['line one\n  ada@example.com\ttab', 'line one\n  [address]\ttab'],
  ])('%j → %j', (text, logged) => {
    expect(withoutAddresses(text)).toBe(logged);
  });

  it('leaves no address of any form in text around it (property)', () => {
    checkProperty(
      fc.property(fc.string(), fc.emailAddress(), fc.string(), (before, address, after) => {
        expect(withoutAddresses(`${before} <${address}> ${after}`)).not.toContain(address);
      }),
    );
  });

  it('reads a megabyte without a space in one pass', () => {
    const text = `${'a'.repeat(1_000_000)}@${'b'.repeat(1_000_000)}`;
    expect(withoutAddresses(text)).toBe('[address]');
  });

  it('logs an error by its stack, without the addresses in its message', () => {
    const logged = logText(new Error('could not send to ada@example.com'));
    expect(logged).toContain('Error: could not send to [address]');
    expect(logged).not.toContain('ada@example.com');
    expect(logText('plain ada@example.com')).toBe('plain [address]');
  });
});
