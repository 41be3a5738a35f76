/**
 * Where the operator's notices go: OPS_NOTIFY_EMAIL (README "Configure"), read where a notice is
 * sent. Unset: no notice. Set to something that is not one plain address: an error at startup,
 * rather than notices that bounce unseen.
 */
import type { MailEnv } from './mail-settings.ts';
import { isSendableAddress } from './message-checks.ts';

export function operatorAddressFromEnv(env: MailEnv): string | null {
  const address = env['OPS_NOTIFY_EMAIL']?.trim() ?? '';
  if (address === '') return null;
  if (!isSendableAddress(address))
    throw new Error('OPS_NOTIFY_EMAIL must be one email address, such as ops@example.com (README "Configure")');
  return address;
}
