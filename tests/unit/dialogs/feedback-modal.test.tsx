import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throwawayDomainOf } from '../../../src/browser/disposable-domains';
import FeedbackModal from '../../../src/dialogs/feedback/FeedbackModal';
import { $leadOutbox } from '../../../src/leads/store';
import { feedbackCopySchema } from '../../../src/lib/content/schemas/dialogs';
import { $modal, closeModal, openFeedback } from '../../../src/stores/modal';
import { $toasts } from '../../../src/stores/toasts';
import { mockNetwork } from '../../support/mock-network';
import { testUser } from '../../support/test-user';
import { readEntryData } from '../content/read-entry';

const copy = feedbackCopySchema.parse(readEntryData('src/content/modals/feedback.yaml'));

const server = mockNetwork();

function openDialog() {
  openFeedback();
  render(<FeedbackModal copy={copy} onClose={closeModal} />);
  return testUser('real');
}

const send = () => screen.getByRole('button', { name: copy.send });

describe('the feedback dialog', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => closeModal());
    cleanup();
    cleanStores($leadOutbox);
    $toasts.set([]);
    localStorage.clear();
  });

  it('opens on the email field, and Send waits for both fields', async () => {
    const user = openDialog();
    expect(screen.getByRole('dialog', { name: copy.title })).toHaveAccessibleDescription(copy.intro);
    expect(screen.getByLabelText(copy.emailLabel)).toHaveFocus();
    expect(send()).toBeDisabled();
    await user.type(screen.getByLabelText(copy.emailLabel), 'ada@example.com');
    await user.type(screen.getByLabelText(copy.messageLabel), '   ');
    expect(send()).toBeDisabled();
    await user.type(screen.getByLabelText(copy.messageLabel), 'Hello');
    expect(send()).toBeEnabled();
  });

  it('sent, it thanks the visitor and closes', async () => {
    server.use(http.post('*/api/leads', () => new HttpResponse(null, { status: 200 })));
    const user = openDialog();
    await user.type(screen.getByLabelText(copy.emailLabel), 'ada@example.com');
    await user.type(screen.getByLabelText(copy.messageLabel), 'Hello');
    await user.click(send());
    await waitFor(() => expect($modal.get()).toBeNull());
    expect($toasts.get()).toEqual([expect.objectContaining({ title: copy.sentToast })]);
  });

  it('refused, it stays open with the words kept and says why', async () => {
    server.use(http.post('*/api/leads', () => new HttpResponse(null, { status: 400 })));
    const user = openDialog();
    await user.type(screen.getByLabelText(copy.emailLabel), 'ada@example.com');
    await user.type(screen.getByLabelText(copy.messageLabel), 'Hello');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.refused);
    expect(screen.getByLabelText(copy.messageLabel)).toHaveValue('Hello');
    expect($modal.get()).toEqual({ kind: 'feedback' });
  });

  it('refuses a throwaway email service’s address at the field, naming the service, and sends nothing', async () => {
    let posts = 0;
    server.use(
      http.post('*/api/leads', () => {
        posts += 1;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const user = openDialog();
    // The field fetches the list when it is shown.
    await waitFor(() => expect(throwawayDomainOf('ada@mailinator.com')).toBe('mailinator.com'));
    const email = screen.getByLabelText(copy.emailLabel);
    await user.type(email, 'ada@mailinator.com');
    await user.type(screen.getByLabelText(copy.messageLabel), 'Hello');
    await user.click(send());
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'mailinator.com is a throwaway email service, so our reply would never reach you. Please use your work or personal address.',
    );
    expect(posts).toBe(0);
    expect($modal.get()).toEqual({ kind: 'feedback' });
    // Editing the address takes the message away; a kept one is sent.
    await user.clear(email);
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.type(email, 'ada@example.com');
    await user.click(send());
    await waitFor(() => expect($modal.get()).toBeNull());
    expect(posts).toBe(1);
  });

  it('Escape asks to close it', async () => {
    const user = openDialog();
    await user.keyboard('{Escape}');
    expect($modal.get()).toBeNull();
  });
});
