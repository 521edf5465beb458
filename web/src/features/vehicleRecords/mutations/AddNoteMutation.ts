// Writes a note on a vehicle: the new note and the vehicle's counts.
import { graphql } from 'react-relay';

export const addNoteMutation = graphql`
  mutation AddNoteMutation($input: AddNoteInput!) {
    addNote(input: $input) {
      userErrors {
        field
        message
      }
      noteEdge {
        node {
          id
          ...NoteCard_note
        }
      }
      vehicle {
        ...recordCounts_vehicle
      }
    }
  }
`;
