/**
 * The Bony tab's calls to /api/admin/vouchers (decision 391): the list and search, one voucher
 * with its ledger, the actions on it, hand issue and the report. Components call these, never the
 * API client.
 */
import { adminFetch } from "~/lib/admin-api-client";

const BASE = "/api/admin/vouchers";

/** A voucher as the panel's calls answer it (amounts in PLN). */
export interface Voucher {
  code: string;
  kind: "value" | "cruise";
  status: "active" | "used" | "expired" | "void";
  amount: number;
  balance: number;
  cruise?: { name_pl: string | null; name_en: string | null; people: number | null };
  buyer: { name: string; email: string } | null;
  recipient: { name: string | null; email?: string | null };
  expiresAt: string;
  byHand: boolean;
}

/** One row of a voucher's append-only ledger. */
export interface LedgerRow {
  at: string;
  kind: "issue" | "redeem" | "refund" | "extend" | "void" | "correct";
  amount: number;
  balanceAfter: number;
  actorEmail: string | null;
  note: string | null;
}

/** What may be done to one voucher, each with its body (decision 372). */
export type VoucherAction = "redeem" | "extend" | "void" | "refund";

const one = (code: string) => `${BASE}/${encodeURIComponent(code)}`;

/** Where the panel downloads a voucher's PDF (a link, not a call). */
export const voucherPdfUrl = (code: string) => `${one(code)}/pdf`;

/** Where the panel downloads a batch's vouchers in one PDF (decision 433). */
export const vouchersPdfUrl = (codes: readonly string[]) =>
  `${BASE}.pdf?${new URLSearchParams({ codes: codes.join(",") })}`;

export const vouchersApi = {
  /** Vouchers matching `q` (code, names, e-mails) and `status`, newest first. */
  list: (q: string, status: string) => {
    const s = new URLSearchParams();
    if (q) s.set("q", q);
    if (status) s.set("status", status);
    return adminFetch<{ items: Voucher[]; total: number }>(`${BASE}?${s}`);
  },
  get: (code: string) => adminFetch<{ voucher: Voucher; ledger: LedgerRow[] }>(one(code)),
  act: (code: string, action: VoucherAction, body: unknown) =>
    adminFetch(`${one(code)}/${action}`, { method: "POST", body }),
  /** Vouchers issued by hand (a prize, a corporate batch), paid by no one. */
  issue: (body: unknown) =>
    adminFetch<{ items: Voucher[] }>(BASE, { method: "POST", body }).then((r) => r.items),
  /** Sold, redeemed, refunded, expired unused and outstanding, in PLN, between two days. */
  report: (from: string, to: string) => {
    const q = new URLSearchParams();
    if (from) q.set("from", from);
    if (to) q.set("to", to);
    return adminFetch<Record<string, number>>(`${BASE}/report?${q}`);
  },
};
