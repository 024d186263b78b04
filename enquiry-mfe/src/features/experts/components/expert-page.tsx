import { Box, Container, Typography } from '@villa/shared/mui/core';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import type { SalesMember } from '@villa/shared/contracts/entities';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { usePageUrl } from '../../../hooks/use-page-url.ts';
import { useTeam } from '../api/get-team.ts';
import { ExpertCard } from './expert-card.tsx';

export const EXPERT_TAGLINE = 'No pressure, no jargon — just expert insights.';

function ExpertList() {
  const { data, error, isLoading, mutate } = useTeam();
  const { href } = usePageUrl();

  const askExpert = (member: SalesMember) =>
    emitVillaEvent('enquiry:open', enquiryRequest({ expertName: member.name, pageUrl: href }));

  if (isLoading) return <StatusMessage kind="loading" title="Loading our villa experts..." />;
  if (error) {
    return (
      <StatusMessage
        kind="error"
        title={`Error: ${error instanceof Error ? error.message : 'Failed to fetch our experts'}`}
        onRetry={() => void mutate()}
      />
    );
  }
  const team = data?.data ?? [];
  if (team.length === 0) {
    return (
      <StatusMessage kind="empty" title="No experts available right now" hint="Please check back soon." />
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {team.map((member) => (
        <ExpertCard key={member._id} member={member} onAskExpert={askExpert} />
      ))}
    </Box>
  );
}

/** /connect-with-expert: the sales team, each a button away from an expert enquiry. */
export function ExpertPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ textAlign: 'center', mb: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Connect with a villa expert
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{EXPERT_TAGLINE}</Typography>
      </Box>
      <ExpertList />
    </Container>
  );
}
