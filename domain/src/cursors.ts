// Connection cursors: opaque to users, shared by the gateway (which makes them) and the web
// (which turns a page number from the URL into the cursor to fetch after).
export function offsetToCursor(offset: number): string {
  return btoa(`offset:${offset}`);
}

export function cursorToOffset(cursor: string): number | null {
  try {
    const match = /^offset:(\d+)$/.exec(atob(cursor));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The `after` cursor that starts page `page` (1-based) of `pageSize` items; null for page 1. */
export function cursorForPage(page: number, pageSize: number): string | null {
  return page <= 1 ? null : offsetToCursor((page - 1) * pageSize - 1);
}
