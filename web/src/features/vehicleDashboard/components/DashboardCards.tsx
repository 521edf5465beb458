// The dashboard's four cards: Vehicle Registration (a plus, to the registration screen) and
// Checks, Conditional Reports and Notes with their count or 'No'. A record card selects its
// section (it is a link, so the section is in the URL); the selected one is marked current.
import type { ReactNode } from 'react';
import { Box, HStack, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { ClipboardCheck, FileText, NotebookPen, Plus, Receipt } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { DashboardCards_vehicle$key } from '../../../__generated__/DashboardCards_vehicle.graphql.ts';
import { RECORD_TEXTS } from '../../vehicleRecords/recordTexts.ts';
import { dashboardPath, registryPath } from '../dashboardSearch.ts';

const fragment = graphql`
  fragment DashboardCards_vehicle on Vehicle {
    vin
    checks {
      totalCount
    }
    conditionReports {
      totalCount
    }
    notes {
      totalCount
    }
  }
`;

interface CardProps {
  to: string;
  title: string;
  icon: ReactNode;
  value: ReactNode;
  current?: boolean;
}

function Card({ to, title, icon, value, current = false }: CardProps) {
  return (
    <LinkBox
      as="article"
      bg={current ? 'brand.50' : 'white'}
      borderWidth={current ? '2px' : '1px'}
      borderColor={current ? 'brand.600' : 'gray.200'}
      borderRadius="lg"
      p={{ base: 3, md: 4 }}
      _hover={{ borderColor: 'brand.500', shadow: 'sm' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      <HStack justify="space-between" align="start" gap="2">
        <LinkOverlay asChild>
          <RouterLink to={to} aria-current={current ? 'true' : undefined}>
            <Text fontWeight="semibold" fontSize={{ base: 'sm', md: 'md' }}>
              {title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Box color="brand.700" aria-hidden flexShrink={0}>
          {icon}
        </Box>
      </HStack>
      <Text mt="2" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="gray.800">
        {value}
      </Text>
    </LinkBox>
  );
}

const ICONS: Record<VehicleRecordKind, ReactNode> = {
  check: <Receipt size={20} />,
  conditionalReport: <ClipboardCheck size={20} />,
  note: <NotebookPen size={20} />,
};

interface DashboardCardsProps {
  vehicle: DashboardCards_vehicle$key;
  selected: VehicleRecordKind;
}

export function DashboardCards({ vehicle, selected }: DashboardCardsProps) {
  const data = useFragment(fragment, vehicle);
  const counts: Record<VehicleRecordKind, number> = {
    check: data.checks.totalCount,
    conditionalReport: data.conditionReports.totalCount,
    note: data.notes.totalCount,
  };
  return (
    <SimpleGrid as="nav" aria-label="Vehicle records" columns={{ base: 2, lg: 4 }} gap="3">
      <Card
        to={registryPath(data.vin)}
        title="Vehicle Registration"
        icon={<FileText size={20} />}
        value={<Plus size={28} aria-hidden />}
      />
      {(Object.keys(counts) as VehicleRecordKind[]).map((kind) => (
        <Card
          key={kind}
          to={dashboardPath(data.vin, kind)}
          title={RECORD_TEXTS[kind].cardTitle}
          icon={ICONS[kind]}
          value={counts[kind] === 0 ? 'No' : counts[kind]}
          current={kind === selected}
        />
      ))}
    </SimpleGrid>
  );
}
