// A back-office table that stacks at the specification's mobile width (576 px and below), as the
// vehicle table does: a table with column headers on wider screens, a list of cards there, each
// value beside its column's label. Rows give their cells once; the table decides how they show.
import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { Box, Grid, Stack, Table, useMediaQuery } from '@chakra-ui/react';
import { BREAKPOINTS } from '@canam/domain/constants';

/** The specification's mobile width: tables stack into cards at this width and below. */
export const STACKED_QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;

export interface TableCell {
  /** The column's header, and the value's label on a card. */
  label: string;
  content: ReactNode;
}

const Stacked = createContext(false);

interface ResponsiveTableProps {
  /** The table's (or the card list's) accessible name. */
  label: string;
  columns: readonly string[];
  /** ResponsiveRow elements, one per row. */
  children: ReactNode;
}

export function ResponsiveTable({ label, columns, children }: ResponsiveTableProps) {
  const [stacked] = useMediaQuery([STACKED_QUERY], { ssr: false });
  return (
    <Stacked.Provider value={stacked === true}>
      {stacked ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
          {children}
        </Stack>
      ) : (
        <Table.ScrollArea bg="white" borderWidth="1px" borderRadius="lg">
          <Table.Root size="sm" aria-label={label}>
            <Table.Header bg="gray.100">
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column} color="gray.700" fontWeight="semibold">
                    {column}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>{children}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stacked.Provider>
  );
}

interface ResponsiveRowProps {
  /** What the row is about (a person's name, a vehicle): names its card. */
  label: string;
  /** In the table's column order. */
  cells: readonly TableCell[];
  /** The cell that heads the row (names it for screen readers); the first by default. */
  headerIndex?: number;
}

export function ResponsiveRow({ label, cells, headerIndex = 0 }: ResponsiveRowProps) {
  const stacked = useContext(Stacked);
  if (stacked) {
    return (
      <li>
        <Box as="article" aria-label={label} bg="white" borderWidth="1px" borderRadius="lg" p="4">
          <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="2">
            {cells.map((cell) => (
              <Fragment key={cell.label}>
                <Box as="dt" color="gray.600" fontSize="sm" fontWeight="medium" alignSelf="center">
                  {cell.label}
                </Box>
                <Box as="dd" minW="0" alignSelf="center">
                  {cell.content}
                </Box>
              </Fragment>
            ))}
          </Grid>
        </Box>
      </li>
    );
  }
  return (
    <Table.Row>
      {cells.map((cell, index) =>
        index === headerIndex ? (
          <Table.Cell key={cell.label} asChild fontWeight="normal" textAlign="start">
            <th scope="row">{cell.content}</th>
          </Table.Cell>
        ) : (
          <Table.Cell key={cell.label} whiteSpace="normal">
            {cell.content}
          </Table.Cell>
        ),
      )}
    </Table.Row>
  );
}
