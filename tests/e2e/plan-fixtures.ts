import type { Locator, Page, Route } from '@playwright/test';
import { MARIA, TRADE_BUYERS, v } from '../support/plans';
import { waitForDialogs } from './fixtures';

export const DEV_URL = 'https://mulch-shop.example/';

export const COMPLETE_PLAN = {
  app_description: v('An online shop for landscaping supplies'),
  user_types: [
    TRADE_BUYERS,
    { type: v('Home gardeners'), segment: [{ persona: { age: v('61') }, goals: [v('Find bark chips')] }] },
  ],
};

export const PARTIAL_PLAN = {
  app_description: v('An online shop for landscaping supplies'),
  user_types: [{ type: v('Trade buyers'), segments: [{ goals: [] }] }],
};

/** Puts a plan in the browser's storage once, before the first page of the test loads. */
export async function seedPlan(
  page: Page,
  { devUrl = DEV_URL, conversation = [] as unknown[], planState = null as unknown } = {},
): Promise<void> {
  await page.addInitScript(
    ({ devUrl, conversation, planState }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      if (devUrl) localStorage.setItem('testable:devUrl', devUrl);
      localStorage.setItem('testable:conversation', JSON.stringify(conversation));
      if (planState !== null) localStorage.setItem('testable:planState', JSON.stringify(planState));
    },
    { devUrl, conversation, planState },
  );
}

export interface ChatStub {
  kickoffs: { body: unknown; apiKey: string | undefined }[];
  polls: number;
}

/**
 * Stubs the chat: the kickoff answers `kickoff`, each status poll takes the next answer of
 * `statuses` (the last one repeats).
 */
export async function stubChat(
  page: Page,
  statuses: ((route: Route) => Promise<void>)[],
  kickoff: (route: Route) => Promise<void> = (route) => route.fulfill({ status: 202, json: { task_id: 'task-1' } }),
): Promise<ChatStub> {
  const stub: ChatStub = { kickoffs: [], polls: 0 };
  await page.route('**/api/chatasync', async (route) => {
    stub.kickoffs.push({ body: route.request().postDataJSON(), apiKey: route.request().headers()['x-api-key'] });
    await kickoff(route);
  });
  await page.route('**/api/chatasync/status/**', async (route) => {
    const answer = statuses[Math.min(stub.polls, statuses.length - 1)];
    stub.polls += 1;
    await answer?.(route);
  });
  return stub;
}

export const status =
  (json: unknown, code = 200) =>
  (route: Route) =>
    route.fulfill({ status: code, json });

/** A plan long enough to scroll in any panel: three user types, each with three segments of three goals. */
export const LONG_PLAN = {
  app_description: v(
    'An online shop for landscaping supplies, with trade accounts, delivery slots and a garden planner',
  ),
  user_types: ['Trade buyers', 'Home gardeners', 'Garden designers'].map((type, typeIndex) => ({
    type: v(type),
    segments: [1, 2, 3].map((n) => ({
      segment: v(`${type} ${n}`),
      persona: MARIA,
      goals: [1, 2, 3].map((g) =>
        v(`Goal ${typeIndex + 1}.${n}.${g}: order mulch, bark chips and gravel for a delivery slot`),
      ),
    })),
  })),
};

/** A conversation long enough to scroll the chat log. */
export const LONG_CONVERSATION = Array.from({ length: 24 }, (_, index) =>
  index % 2 === 0
    ? {
        role: 'assistant',
        content: `Question ${index / 2 + 1}: who else buys from your shop, and what do they come to do?`,
      }
    : {
        role: 'user',
        content: `Answer ${(index + 1) / 2}: landscapers who order in bulk and home gardeners who order a few bags.`,
      },
);

/** The quiz from its open first step to its plan, for team-dashboard.example: the plan's dialog. */
export async function answerQuiz(page: Page) {
  const start = page.getByRole('dialog', { name: 'Get your free test plan' });
  await start.getByLabel('Your app’s address').fill('team-dashboard.example');
  await start.getByRole('button', { name: 'Next' }).click();
  const chat = page.getByRole('dialog', { name: 'A few questions about your app' });
  for (const answer of ['SaaS for teams', 'invites', 'billing']) {
    await chat.getByLabel('Your answer').fill(answer);
    await chat.getByRole('button', { name: /Next|Generate Plan/ }).click();
  }
  return page.getByRole('dialog', { name: 'Your test plan' });
}

/** A complete plan's reservation from /test-execution, past its email step: the card step's dialog. */
export async function reachCardStep(page: Page): Promise<Locator> {
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/test-execution');
  await waitForDialogs(page);
  await page.locator('main [data-open="reservation"], main button').filter({ hasText: '$10' }).first().click();
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await step1.getByLabel('Email').fill('ada@example.com');
  await step1.getByRole('button', { name: 'Submit' }).click();
  return page.getByRole('dialog', { name: 'Reserve your spot for $10' });
}
