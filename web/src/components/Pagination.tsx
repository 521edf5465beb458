// Numbered pages kept in the URL as ?page=N.
import { HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

/** The page number in the URL, 1 when absent or not a positive whole number. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Pages to show: first, last and two either side of the current one, with gaps as null. */
export function pageWindow(current: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= pageCount; page++) {
    if (page === 1 || page === pageCount || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

interface PaginationProps {
  totalCount: number;
  pageSize: number;
}

export function Pagination({ totalCount, pageSize }: PaginationProps) {
  const [search] = useSearchParams();
  const current = pageFromSearch(search);
  const pageCount = Math.ceil(totalCount / pageSize);
  if (pageCount <= 1) return null;

  const hrefFor = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  const arrow = (page: number, label: string, icon: ReactNode) =>
    page < 1 || page > pageCount ? (
      <IconButton aria-label={label} size="sm" variant="ghost" disabled>
        {icon}
      </IconButton>
    ) : (
      <IconButton asChild aria-label={label} size="sm" variant="ghost">
        <RouterLink to={hrefFor(page)}>{icon}</RouterLink>
      </IconButton>
    );

  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap="1" wrap="wrap" py="6">
      {arrow(current - 1, 'Previous page', <ChevronLeft />)}
      {pageWindow(current, pageCount).map((page, i) =>
        page === null ? (
          <Text key={`gap-${i}`} px="2" color="gray.500" aria-hidden>
            …
          </Text>
        ) : (
          <Link
            asChild
            key={page}
            aria-label={`Page ${page}`}
            aria-current={page === current ? 'page' : undefined}
            minW="9"
            h="9"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            borderRadius="md"
            fontWeight="semibold"
            bg={page === current ? 'brand.700' : 'white'}
            color={page === current ? 'white' : 'gray.800'}
            borderWidth="1px"
            _hover={{ textDecoration: 'none', bg: page === current ? 'brand.700' : 'brand.50' }}
          >
            <RouterLink to={hrefFor(page)}>{page}</RouterLink>
          </Link>
        ),
      )}
      {arrow(current + 1, 'Next page', <ChevronRight />)}
    </HStack>
  );
}
