// A one-time notice shown as a toast after a redirect (see flash.server.ts).
export interface Flash {
  id: string;
  title: string;
  description?: string;
  variant: "default" | "destructive" | "warning";
}
