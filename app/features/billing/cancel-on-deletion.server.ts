// DESIGN §8b.25: deleting the account cancels its running subscriptions itself (consumer and
// lawyer plans), so nobody keeps paying for an account that no longer exists. Scheduled at the
// end of the paid period, as "Cancelar assinatura" does (D33): no new charge, no refund owed.
import type { Db } from "~/db/client.server";
import type { PaymentProvider } from "~/services/payments.server";
import { billingRows } from "./subscription-state.server";

/** How many subscriptions were cancelled; a provider failure is thrown (nothing is deleted). */
export async function cancelSubscriptionsOnDeletion(
  deps: { db: Db; provider: PaymentProvider },
  caller: { userId: string; email: string },
): Promise<number> {
  const { db, provider } = deps;
  const { consumer, lawyer } = await billingRows(db, caller);
  const customers = new Set<string>();
  for (const id of [consumer?.stripeCustomerId, lawyer?.stripeCustomerId])
    if (id) customers.add(id);
  // A checkout whose event never arrived left no id on the rows: the provider knows the e-mail.
  const found = await provider.findCustomer(caller.email, db);
  if (found) customers.add(found);
  let cancelled = 0;
  for (const customerId of customers) {
    for (const subscription of await provider.listSubscriptions(customerId, db)) {
      if (!subscription.live || subscription.cancelAtPeriodEnd) continue;
      await provider.setCancelAtPeriodEnd(subscription.id, true, db);
      cancelled += 1;
    }
  }
  return cancelled;
}
