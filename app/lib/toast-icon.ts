/**
 * sonner options for a success toast whose text already starts with ✅ (the product description's wording, kept
 * word for word): no second check icon beside it (decision 266).
 */
export function ownIcon(title: string): { icon?: null } {
  return title.startsWith("✅") ? { icon: null } : {};
}
