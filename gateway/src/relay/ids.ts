// Opaque global ids of the Relay server specification: base64 of `Type:databaseId`.

export type NodeType = 'Vehicle' | 'User' | 'Company' | 'Agent' | 'SentEmail';

const NODE_TYPES: readonly string[] = ['Vehicle', 'User', 'Company', 'Agent', 'SentEmail'];

export function toGlobalId(type: string, databaseId: number | string): string {
  return Buffer.from(`${type}:${databaseId}`, 'utf8').toString('base64');
}

/** The type and database id behind a global id; null for anything that is not one of ours. */
export function fromGlobalId(globalId: string): { type: NodeType; id: number } | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(globalId)) return null;
  const match = /^([A-Za-z]+):(\d{1,15})$/.exec(Buffer.from(globalId, 'base64').toString('utf8'));
  if (!match || !NODE_TYPES.includes(match[1]!)) return null;
  return { type: match[1] as NodeType, id: Number(match[2]) };
}

/** The database id inside a global id of the given type, or null. */
export function databaseIdOf(globalId: string, type: NodeType): number | null {
  const decoded = fromGlobalId(globalId);
  return decoded && decoded.type === type ? decoded.id : null;
}
