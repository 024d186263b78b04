import styled from '@emotion/styled';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import type { SalesMember } from '@villa/shared/contracts/entities';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
import { paths } from '@villa/shared/lib/paths';
import { Container, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space, text, up } from '@villa/shared/ui/tokens';
import { EnquiryPageHead } from '../../../components/enquiry-page-head.tsx';
import { usePageUrl } from '../../../hooks/use-page-url.ts';
import { useTeam } from '../api/get-team.ts';
import { ExpertCard } from './expert-card.tsx';

export const EXPERT_TAGLINE = 'No pressure, no jargon — just expert insights.';

// The first screen: the kit and emotion only, no MUI (it loads with the enquiry, on intent).

const Page = styled(Container)({
  paddingBlock: space(4),
  [up('md')]: { paddingBlock: space(6) },
});

const Header = styled.header({
  textAlign: 'center',
  marginBottom: space(3),
  [up('md')]: { marginBottom: space(5) },
});

const Title = styled.h1({ ...text.h4, fontSize: '1.75rem', [up('md')]: { fontSize: '2.25rem' } });

const Tagline = styled(Text)({ color: colors.text.secondary, marginTop: space(1) });

const Grid = styled.div({
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: '1fr',
  [up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [up('md')]: { gap: space(3) },
  [up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
});

function ExpertList() {
  const { data, error, isLoading, mutate } = useTeam();
  const { href } = usePageUrl();

  const askExpert = (member: SalesMember) =>
    emitVillaEvent('enquiry:open', enquiryRequest({ expertName: member.name, pageUrl: href }));

  if (isLoading && !data) return <StatusMessage kind="loading" title="Loading our villa experts..." />;
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
    <Grid>
      {team.map((member) => (
        <ExpertCard key={member._id} member={member} onAskExpert={askExpert} />
      ))}
    </Grid>
  );
}

/** /connect-with-expert: the sales team, each a button away from an expert enquiry. */
export function ExpertPage() {
  return (
    <Page>
      <EnquiryPageHead
        title="Connect with a villa expert"
        description={`Talk to the villa experts who have walked through every villa we list. ${EXPERT_TAGLINE} We help you compare options and shortlist.`}
        path={paths.expert()}
      />
      <Header>
        <Title>Connect with a villa expert</Title>
        <Tagline>{EXPERT_TAGLINE}</Tagline>
      </Header>
      <ExpertList />
    </Page>
  );
}
