import { useState } from 'react';
import styled from '@emotion/styled';
import { Card, Text } from '@villa/shared/ui/kit';
import { colors, space, up } from '@villa/shared/ui/tokens';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { useSalesTeam } from '../api/get-sales-team.ts';

const Grid = styled.div({
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: '1fr 1fr',
  [up('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
});

const Member = styled(Card)({ padding: space(2), textAlign: 'center', boxShadow: 'none' });

const AVATAR = 64;

const Photo = styled.img({
  display: 'block',
  width: AVATAR,
  height: AVATAR,
  margin: `0 auto ${space(1)}`,
  borderRadius: '50%',
  objectFit: 'cover',
});

const Initial = styled.span({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: AVATAR,
  height: AVATAR,
  margin: `0 auto ${space(1)}`,
  borderRadius: '50%',
  fontSize: '1.5rem',
  color: colors.paper,
  backgroundColor: colors.primary.light,
});

/** A member's photo, or the first letter of their name when there is none or it fails. */
function MemberPhoto({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <Initial aria-hidden>{name.charAt(0).toUpperCase()}</Initial>;
  return (
    <Photo
      src={src}
      alt={name}
      width={AVATAR}
      height={AVATAR}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

export function SalesTeam() {
  const { data, error, isLoading } = useSalesTeam();
  if (isLoading) return <StatusMessage kind="loading" title="Loading our team…" />;
  if (error) return <StatusMessage kind="error" title={`Error: ${(error as Error).message}`} />;
  return (
    <Grid>
      {(data?.data ?? []).map((member) => (
        <Member key={member._id}>
          <MemberPhoto src={member.image ?? null} name={member.name} />
          <Text style={{ fontWeight: 600 }}>{member.name}</Text>
          <Text look="body2" tone="secondary">
            {member.designation}
          </Text>
          <Text look="body2">{member.exp} years of experience</Text>
        </Member>
      ))}
    </Grid>
  );
}
