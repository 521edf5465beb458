// Note, NoteConnection and NoteEdge: a note staff wrote about a vehicle (NoteDto).
import type { NoteDto } from '@canam/domain/rest/vehicleRecords';
import type {
  NoteConnectionResolvers,
  NoteEdgeResolvers,
  NoteResolvers,
} from '../__generated__/resolvers-types.ts';
import { sliceEdge } from '../relay/connection.ts';
import { recordConnectionFields, recordFields } from './VehicleRecord.ts';

export const Note: NoteResolvers = recordFields((note: NoteDto) => note.date);

export const NoteConnection: NoteConnectionResolvers = recordConnectionFields<'note'>();

export const NoteEdge: NoteEdgeResolvers = sliceEdge;
