/**
 * What the routes of the chat turns see of where turns wait to be read, whichever store holds
 * them: in memory on one machine (tasks.ts), in D1 on the edge (d1-tasks.ts).
 */

/** What a status poll sees: the final JSON (success or error view) only once the delay is over. */
export type TaskView = { status: 'queued' } | { status: 'running' } | { status: 'done'; json: Uint8Array<ArrayBuffer> };

export type Submission = { ok: true; id: string } | { ok: false; limit: 'client' | 'all'; retryAfterSeconds: number };

/** Where chat turns wait to be read. */
export interface TaskStore {
  submit(client: string, answer: () => object): Submission | Promise<Submission>;
  get(id: string): TaskView | undefined | Promise<TaskView | undefined>;
}
