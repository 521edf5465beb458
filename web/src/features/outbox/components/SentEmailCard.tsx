// One sent e-mail: recipient, subject, when, whether delivery failed, its links (clickable, so
// staff can open a registration or reset link) and the plain text on demand.
import { Badge, Box, Card, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { formatDate } from '@canam/domain/dates';
import type { SentEmailCard_email$key } from '../../../__generated__/SentEmailCard_email.graphql.ts';

const fragment = graphql`
  fragment SentEmailCard_email on SentEmail {
    to
    subject
    text
    links
    createdAt
    sentAt
    error
  }
`;

function Status({ sentAt, error }: { sentAt: string | null | undefined; error?: string | null }) {
  if (error) return <Badge colorPalette="red">Not sent</Badge>;
  if (sentAt) return <Badge colorPalette="green">Sent {formatDate(sentAt)}</Badge>;
  return <Badge colorPalette="gray">Queued</Badge>;
}

export function SentEmailCard({ email }: { email: SentEmailCard_email$key }) {
  const data = useFragment(fragment, email);
  return (
    <Card.Root as="article" size="sm" bg="white">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {data.subject}
            </Text>
            <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
              To {data.to} · {formatDate(data.createdAt)}
            </Text>
          </Stack>
          <Status sentAt={data.sentAt} error={data.error} />
        </HStack>
        {data.error && (
          <Text fontSize="sm" color="red.700">
            {data.error}
          </Text>
        )}
        {data.links.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Links">
            {data.links.map((href) => (
              <Box as="li" key={href} fontSize="sm" minW="0">
                <Link href={href} color="brand.fg" overflowWrap="anywhere">
                  <ExternalLink size={14} aria-hidden /> {href}
                </Link>
              </Box>
            ))}
          </Stack>
        )}
        <chakra.details fontSize="sm">
          <chakra.summary cursor="pointer" color="gray.700">
            Message text
          </chakra.summary>
          <Box
            as="pre"
            mt="2"
            p="3"
            bg="gray.50"
            borderRadius="md"
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
            fontFamily="inherit"
          >
            {data.text}
          </Box>
        </chakra.details>
      </Card.Body>
    </Card.Root>
  );
}
