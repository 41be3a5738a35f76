import { beforeEach, describe, expect, it } from 'vitest';
import { $openFaq, toggleFaq } from '../../../src/stores/faq';
import { queuedEvents } from '../../support/gtag-queue';

describe('the FAQ accordion', () => {
  beforeEach(() => {
    $openFaq.set(null);
    // Emptied in place: gtag keeps pushing to the queue it started with.
    window.dataLayer?.splice(0);
  });

  it('opens one answer at a time: opening another closes the first', () => {
    toggleFaq(1, 'What if I change my mind?');
    expect($openFaq.get()).toBe(1);
    toggleFaq(3, 'What if you don’t reach 50 founders?');
    expect($openFaq.get()).toBe(3);
  });

  it('closes the open answer when its question is pressed again', () => {
    toggleFaq(2, 'When will it be ready?');
    toggleFaq(2, 'When will it be ready?');
    expect($openFaq.get()).toBeNull();
  });

  it('queues faq_expanded with the question only when an answer opens', () => {
    toggleFaq(1, 'What if I change my mind?');
    toggleFaq(1, 'What if I change my mind?');
    toggleFaq(4, 'Can I download the test plan for free?');
    expect(queuedEvents()).toEqual([
      ['faq_expanded', { question: 'What if I change my mind?' }],
      ['faq_expanded', { question: 'Can I download the test plan for free?' }],
    ]);
  });
});
