/** Schema of the demo dialog's words: Dave's scripted session on a supplier's price calculator. */
import { z } from 'astro/zod';
import { DEMO_STEP_DELAYS_MS } from '../../constants';
import { labelled, paragraph, unseen, words } from './fields';

export const demoCopySchema = z.strictObject({
  title: words('Title'),
  close: words('Close button', 'The button at the end, and what screen readers call the × button'),
  persona: words('Who is testing', 'Under the title; its first letter is the round picture'),
  example: words('Example note', 'Under the title: says the session is scripted and its people and figures made up'),
  goal: words('Goal', 'Under who is testing'),
  progressLabel: words('Progress bar name', unseen("what screen readers call the demo's progress bar")),
  thinkingLabel: words('Above the thought', 'e.g. "Dave is thinking"'),
  pause: words('Pause button', unseen('what screen readers call the button that pauses the demo')),
  resume: words('Resume button', unseen('what screen readers call the button that resumes the demo')),
  replay: words('Replay button', unseen('what screen readers call the button that plays the demo again, once it ends')),
  watchAgain: words('Watch-again button', 'With the closing message'),
  idleThinking: words('First thought', 'Shown before the first step'),
  finished: paragraph('Closing message', 'Shown when the demo ends'),
  app: labelled(
    z.strictObject({
      address: words('Address in the browser bar'),
      title: words('Calculator title'),
      product: words('Product'),
      quantityLabel: words('Quantity field label'),
      quantity: words('Quantity typed', 'What Dave types in the quantity field'),
      button: words('Calculate button'),
      priceLabel: words('Price label'),
      idlePrice: words('Price before calculating'),
      calculating: words('While calculating'),
      price: words('Price shown', 'The first price the calculator shows'),
      priceNote: words('Note under the price', 'e.g. the price changing on its own'),
      error: words('Error message', 'What the calculator shows when it fails'),
    }),
    'The calculator',
    "The made-up supplier's page Dave uses in the demo",
  ),
  steps: labelled(
    z
      .array(
        z.strictObject({
          thinking: words("Dave's thought", 'Shown under the calculator during this step'),
          cursor: labelled(
            z.enum(['quantity', 'calculate', 'price']),
            'Where the cursor goes',
            'quantity: the quantity field; calculate: the calculate button; price: the price',
          ),
          action: labelled(
            z.enum(['type', 'calculating', 'price', 'error', 'fade']),
            'What happens',
            'type: the quantity is typed; calculating: the price is being calculated; price: the price shows; ' +
              'error: the error shows; fade: the calculator fades as Dave gives up',
          ),
        }),
      )
      // One step per delay: the script's timing is fixed by the specification.
      .length(DEMO_STEP_DELAYS_MS.length),
    'Steps',
    `Exactly ${DEMO_STEP_DELAYS_MS.length}, in order: their timing is fixed`,
  ),
});
