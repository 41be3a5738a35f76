/**
 * The emails' words as the server sends them: the JSON files of src/content/emails/, which the
 * content editor changes and the build checks against their schemas (src/lib/content/schemas/emails.ts).
 * Imported as JSON, so Node and the edge's bundle both carry them without reading a file.
 * `{contactEmail}` and `{site}` are left for the templates to fill in.
 */
import confirmation from '../../content/emails/confirmation.json' with { type: 'json' };
import notice from '../../content/emails/operator-notice.json' with { type: 'json' };
import type { ConfirmationEmailCopy, OperatorNoticeCopy } from '../content/collections.ts';

export const CONFIRMATION_COPY: ConfirmationEmailCopy = confirmation;
export const OPERATOR_NOTICE_COPY: OperatorNoticeCopy = notice;
