// The cards of a page of records, whichever kind it holds.
import type { RecordPage } from '../useRecordPage.ts';
import { CheckList } from './CheckList.tsx';
import { ConditionReportList } from './ConditionReportList.tsx';
import { NoteList } from './NoteList.tsx';
import type { RecordLayout } from './RecordGrid.tsx';

export function RecordPageList({ page, layout }: { page: RecordPage; layout: RecordLayout }) {
  switch (page.kind) {
    case 'check':
      return <CheckList connection={page.connection} layout={layout} />;
    case 'conditionalReport':
      return <ConditionReportList connection={page.connection} layout={layout} />;
    case 'note':
      return <NoteList connection={page.connection} layout={layout} />;
  }
}
