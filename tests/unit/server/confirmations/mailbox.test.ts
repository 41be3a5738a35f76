// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mailboxOf } from '../../../../server/confirmations/mailbox';

describe('mailboxOf', () => {
  it.each([
    ['ada@gmail.com', 'ada@gmail.com'],
    ['A.Da+list@Gmail.com', 'ada@gmail.com'],
    ['a.d.a+1+2@googlemail.com', 'ada@gmail.com'],
    ['ada@gmail.com.', 'ada@gmail.com'],
    ['ada+news@outlook.com', 'ada@outlook.com'],
    ['ada.lovelace+x@icloud.com', 'ada.lovelace@icloud.com'],
    ['ada+x@proton.me', 'ada@proton.me'],
    // Elsewhere a plus or a dot may be part of someone else's name.
    ['ada+x@example.com', 'ada+x@example.com'],
    ['a.da@example.com', 'a.da@example.com'],
    ['+tag@gmail.com', '+tag@gmail.com'],
    ['ＡＤＡ@gmail.com', 'ada@gmail.com'],
  ])('%s → %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });
});
