// @vitest-environment node
/**
 * Goals said as founders say them in a chat (docs/interviewer.md, "Field shapes"): as what someone
 * is doing ("mostly just booking …"), of the persona by a name written any way ("kev uploads …"),
 * after "the main thing is", with a verb of a chat ("chuck", "ping"), as a thing to have done ("get
 * the boiler serviced") or a thing wanted ("she'd want a receipt"), several in a list, and with a
 * purpose, a hedge or a sentence about someone after them. Each is stored as one task begun with
 * its verb.
 */
import { describe, expect, it } from 'vitest';
import { goalParts, goalWithoutLeadIn } from '../../../../../server/interviewer/reading/goal-values';
import { tidyValue } from '../../../../../server/interviewer/reading/tidy-values';
import { capitalised } from '../../../../../server/interviewer/words/mentions';

describe('a goal begun with the verb a tester follows', () => {
  it.each([
    ['mostly just booking the hall for saturday', 'book the hall for saturday'],
    ['jo uploads the timesheets every friday', 'upload the timesheets every friday'],
    ['the manager approves the leave requests', 'approve the leave requests'],
    ['The main thing for him is tracking his parcels', 'track his parcels'],
    ['all she needs is to print the tickets', 'print the tickets'],
    ['hmm ok maybe renew the insurance', 'renew the insurance'],
    ['chuck the old stock in the sale', 'put the old stock in the sale'],
    ['ping the landlord about the boiler', 'message the landlord about the boiler'],
    ['fire off a reminder to late payers', 'send a reminder to late payers'],
    ['get the boiler serviced before winter', 'service the boiler before winter'],
    ['she needs her passport renewed', 'renew her passport'],
    ['he wants the invoice sent by monday', 'send the invoice by monday'],
    ["she'd want a receipt for each order", 'get a receipt for each order'],
    ['he want pay the rent online', 'pay the rent online'],
    // Said as written where nothing is said otherwise.
    ['stick to a budget', 'stick to a budget'],
    ['get it back by friday', 'get it back by friday'],
    ['get paid the same day', 'get paid the same day'],
  ])('%j → %j', (said, goal) => {
    expect(goalWithoutLeadIn(said)).toBe(goal);
  });
});

describe('a goal without what is said after it', () => {
  it.each([
    ['order the flowers so the florist has time', 'order the flowers'],
    ['renew the lease, ideally before june', 'renew the lease'],
    ["pay the deposit, she'd want the cheapest option", 'pay the deposit'],
    ['export the accounts, looks tricky', 'export the accounts'],
    ['Renewing the parking permit. It takes ages every year.', 'renew the parking permit'],
    ['Book a lesson. She never remembers on her own.', 'Book a lesson'],
    ['check the rota tbh', 'check the rota'],
    // A sentence that is a task of its own is kept, for the shape check to refuse two at once.
    ['Book a lesson. She pays by card.', 'Book a lesson. She pays by card.'],
  ])('%j → %j', (said, goal) => {
    expect(goalWithoutLeadIn(said)).toBe(goal);
  });
});

describe('several tasks said at once', () => {
  it.each([
    ['draft invoices, send reminders, file receipts', ['Draft invoices', 'Send reminders', 'File receipts']],
    ['walking the dogs, feeding the cats, cleaning the hutch', ['Walk the dogs', 'Feed the cats', 'Clean the hutch']],
    ['Sam orders the stock and pays for the delivery', ['Order the stock', 'Pay for the delivery']],
    ['fix the tap and then wants the bill emailed', ['Fix the tap', 'Email the bill']],
    ['she pays the deposit and then wants a receipt', ['Pay the deposit', 'Get a receipt']],
    ['Keep lists of suppliers and prices for the month', ['Keep lists of suppliers and prices for the month']],
    ['Upload the photos, including the receipts', ['Upload the photos, including the receipts']],
  ])('%j is %j', (said, goals) => {
    expect(goalParts(capitalised(goalWithoutLeadIn(said)))).toEqual(goals);
  });
});

describe('a goal typed without its apostrophes', () => {
  it.each([
    ['see whos free on monday', "See who's free on monday"],
    ['check if shes paid', "Check if she's paid"],
    ['find out whats changed', "Find out what's changed"],
    ['remind them if they havent replied', "Remind them if they haven't replied"],
    // "its" and "wont" are words as typed, and are left to what reads them.
    ['track its progress', 'Track its progress'],
  ])('%j → %j', (said, goal) => {
    expect(tidyValue('goal', said)).toBe(goal);
  });
});
