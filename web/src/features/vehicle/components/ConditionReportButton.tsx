// 'CR and Full Specs': on a card it opens the condition report in a new tab; on the detail page
// it shows the report in a modal. With no report a modal says there is nothing to show. The
// modal (ConditionReportModal) loads when first opened: every card has this button.
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { ConditionReportButton_vehicle$key } from '../../../__generated__/ConditionReportButton_vehicle.graphql.ts';

export { NO_REPORT_TEXT } from './conditionReportTexts.ts';

const ConditionReportModal = lazy(() =>
  import('./ConditionReportModal.tsx').then((module) => ({ default: module.ConditionReportModal })),
);

interface ConditionReportButtonProps {
  vehicle: ConditionReportButton_vehicle$key;
  /** Show the report inside a modal rather than in a new tab. */
  embed?: boolean;
  label?: string;
}

export function ConditionReportButton({
  vehicle,
  embed = false,
  label = 'CR and Full Specs',
}: ConditionReportButtonProps) {
  const data = useFragment(
    graphql`
      fragment ConditionReportButton_vehicle on Vehicle {
        crUrl
        conditionReportLinks {
          url
        }
      }
    `,
    vehicle,
  );
  // The report link of the vehicle, else its first uploaded report.
  const url = data.crUrl ?? data.conditionReportLinks[0]?.url ?? null;
  const [open, setOpen] = useState(false);
  // The modal's code loads with its first opening; then it stays mounted (closing animates).
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const button = useRef<HTMLButtonElement>(null);
  const onClick = () => {
    if (url && !embed) window.open(url, '_blank', 'noopener,noreferrer');
    else setOpen(true);
  };
  const showReport = Boolean(url) && embed;
  // A card's button with a report opens a new tab; otherwise it opens the modal.
  const opensModal = !url || embed;
  return (
    <>
      {/* The label wraps in narrow places (two buttons side by side in the 25% side panel). */}
      <Button
        ref={button}
        variant="outline"
        colorPalette="brand"
        size="sm"
        w="100%"
        h="auto"
        minH="9"
        py="1.5"
        whiteSpace="normal"
        lineHeight="short"
        aria-haspopup={opensModal ? 'dialog' : undefined}
        onClick={onClick}
      >
        <FileText /> {label}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ConditionReportModal
            open={open}
            onOpenChange={setOpen}
            reportUrl={showReport ? url : null}
            finalFocusEl={() => button.current}
          />
        </Suspense>
      )}
    </>
  );
}
