// The page shape the agents page and the client users page share: heading, search from the URL,
// the add button, the list (the route's own results, preloaded), and the one person form to add
// and edit. A new person re-runs the route's loader so that it shows in the table.
import { useCallback, type ReactNode } from 'react';
import { useRevalidator, useSearchParams } from 'react-router-dom';
import { parseListSearch } from '../../../components/listSearch.ts';
import { PageContainer } from '../../../components/PageContainer.tsx';
import { PreloadBoundary } from '../../../components/PreloadBoundary.tsx';
import { TableSkeleton } from '../../../components/TableSkeleton.tsx';
import { useListParam } from '../../../components/useListParam.ts';
import type { PersonForm, PersonKind } from '../personForm.ts';
import type { PersonSaveTarget } from '../personSave.ts';
import { usePersonModal, type EditedPerson } from '../usePersonModal.ts';
import { PeopleToolbar } from './PeopleToolbar.tsx';
import { PersonFormModal } from './PersonFormModal.tsx';

type Save = (values: PersonForm, userId: string | null, target: PersonSaveTarget) => void;

interface PeoplePageProps {
  title: string;
  /** What one person is called on this page: 'agent', 'user'. */
  noun: string;
  kind: PersonKind;
  /** The warning when the list cannot load. */
  failure: string;
  loadId: number;
  /** The page's save: given what to do once a new person exists. */
  useSave: (onCreated: () => void) => [save: Save, saving: boolean];
  results: (search: string, onEdit: (person: EditedPerson) => void) => ReactNode;
}

export function PeoplePage({
  title,
  noun,
  kind,
  failure,
  loadId,
  useSave,
  results,
}: PeoplePageProps) {
  const [params] = useSearchParams();
  const { search } = parseListSearch(params);
  const setParam = useListParam();
  const onSearch = useCallback((text: string) => setParam('search', text), [setParam]);
  const modal = usePersonModal();
  const revalidator = useRevalidator();
  const onCreated = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const [save, saving] = useSave(onCreated);
  return (
    <PageContainer title={title}>
      <PeopleToolbar
        search={search}
        onSearch={onSearch}
        searchLabel={`Search ${noun}s`}
        addLabel={`Add ${noun}`}
        onAdd={modal.openAdd}
      />
      <PreloadBoundary
        failure={failure}
        loadId={loadId}
        loading={<TableSkeleton label={`Loading ${noun}s`} />}
      >
        {results(search, modal.openEdit)}
      </PreloadBoundary>
      <PersonFormModal
        open={modal.open}
        onClose={modal.close}
        title={modal.person ? `Edit ${noun}` : `Add ${noun}`}
        kind={kind}
        person={modal.person}
        saving={saving}
        onSave={(values, target) => save(values, modal.person?.id ?? null, target)}
      />
    </PageContainer>
  );
}
