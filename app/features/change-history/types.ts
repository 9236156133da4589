/** One row of the change history, as GET /api/admin/audit-log answers it (docs/architecture.md §4). */
export interface AuditItem {
  id: number;
  at: string;
  actorEmail: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
  /** Whether "Undo" applies (a price, attraction or page-copy change not undone yet). */
  revertible: boolean;
  /** The id of the revert row that undid this change (its last fields, if undone in parts), if any. */
  revertedBy: number | null;
  /** Undo rows that set back only some of its fields, while others are still to undo (decision 313). */
  partlyRevertedBy: number[];
  /** The fields (dotted paths, `undoFields`) those undo rows already set back. */
  undoneFields: string[];
}

export interface AuditPage {
  items: AuditItem[];
  total: number;
  page: number;
  pageSize: number;
  /** Every entity name present, for the filter. */
  entities: string[];
}
