// The upload modal's part select: the parts a photo may show (Query.vehicleParts), loaded when the
// modal opens; on failure the specification's warning with Try again.
import { Suspense, useState, type ComponentProps } from 'react';
import { Skeleton } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { FILE_MESSAGES } from '@canam/domain/rest/vehicleFiles';
import type { PartSelectQuery } from '../../../__generated__/PartSelectQuery.graphql.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { toastWarning } from '../editTexts.ts';
import { SelectInput } from './SelectInput.tsx';

type FieldProps = Omit<ComponentProps<typeof SelectInput>, 'options' | 'placeholder'>;

function PartOptions({ fetchKey, ...field }: FieldProps & { fetchKey: number }) {
  const { vehicleParts } = useLazyLoadQuery<PartSelectQuery>(
    graphql`
      query PartSelectQuery {
        vehicleParts {
          id
          name
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-or-network' : 'network-only' },
  );
  const options = vehicleParts.map((part) => ({ value: part.id, label: part.name }));
  return <SelectInput placeholder="Select a part" options={options} {...field} />;
}

export function PartSelect(field: FieldProps) {
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <ErrorBoundary
      key={fetchKey}
      fallback={
        <LoadFailed
          message={FILE_MESSAGES.partsNotLoaded}
          warn={toastWarning}
          onRetry={() => setFetchKey((key) => key + 1)}
        />
      }
    >
      <Suspense fallback={<Skeleton height="8" borderRadius="md" />}>
        <PartOptions fetchKey={fetchKey} {...field} />
      </Suspense>
    </ErrorBoundary>
  );
}
