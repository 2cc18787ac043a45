// DESIGN §8b.25: when a person deletes the account, a context that must keep a trace of it (the
// lawyer's selected cases) registers a hook here instead of the account feature importing it.
// The app's frame (entry.server.tsx) registers them once per process; each runs inside the
// deletion's transaction, before the account's own rows go.
import type { Db } from "~/db/client.server";

export interface DeletedAccount {
  userId: string;
  email: string;
}

/** Runs in the deletion's transaction (`tx`); a throw rolls the whole deletion back. */
export type AccountDeletionHook = (tx: Db, account: DeletedAccount) => Promise<void>;

const hooks = new Map<string, AccountDeletionHook>();

/** Registers (or, under the same name, replaces) a hook. */
export function onAccountDeletion(name: string, hook: AccountDeletionHook): void {
  hooks.set(name, hook);
}

export async function runAccountDeletionHooks(tx: Db, account: DeletedAccount): Promise<void> {
  for (const hook of hooks.values()) await hook(tx, account);
}
